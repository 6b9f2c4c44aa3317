// The loyalty join form (docs/requirements.md §5.1, §7 `loyalty_join`): a signed-in shopper ticks the
// agreement and joins, then goes to the loyalty account index; an anonymous shopper is sent to sign in
// first and comes back to this form. Members and pages with the loyalty flag off see nothing.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { joinLoyalty } from '../../rpc/loyalty-methods';
import { loyaltyAudience } from '../../ui/loyalty-guards';
import { useStableId } from '../../ui/use-id';
import { whenMounted } from '../../ui/when-mounted';
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { BIRTHDAY_NAME, BirthdayField } from './birthday-field';
import { birthdayOutOfRange, goToLoyaltyIndex, joinFailureText, joinFormProblem, joinReturnPath, signInUrl, type JoinProblem, type JoinVariant, type LoyaltyJoinProps } from './join-form';

const INTRO = 'Earn points on every purchase, and more when you share your favourites.';
/** Each variant has its own name, so a page with both has two distinct forms for assistive technology. */
const TITLES: Record<JoinVariant, string> = { sticky: 'Join Loyalty', nav: 'Become a Loyalty member' };

export function LoyaltyJoin({ variant }: LoyaltyJoinProps) {
  const { config, store } = useIsland();
  const audience = loyaltyAudience(config.flags.loyalty, useStore(store.flags));
  if (audience === 'off' || audience === 'member') return null;
  return audience === 'anonymous' ? <SignInToJoin variant={variant} /> : <JoinForm variant={variant} />;
}

const panelClass = (variant: JoinVariant) => `sfi-loyalty-join sfi-loyalty-join--${variant}`;

function SignInToJoin({ variant }: { variant: JoinVariant }) {
  const { host } = useIsland();
  const titleId = useStableId('loyalty-join-title');
  return (
    <div className={panelClass(variant)} role="group" aria-labelledby={titleId}>
      <p id={titleId} className="sfi-loyalty-join__title">{TITLES[variant]}</p>
      <p>{INTRO}</p>
      <a className="sfi-loyalty-join__button" href={signInUrl(joinReturnPath(host.id))}>
        Sign in to join
      </a>
    </div>
  );
}

function JoinForm({ variant }: { variant: JoinVariant }) {
  const { rpc, store, host, emit, debug, hasIsland } = useIsland();
  const id = useStableId('loyalty-join');
  const [error, setError] = useState<JoinProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const withPicker = useMemo(() => hasIsland('date-picker'), []);
  /** The birthday input: the picker's once it has mounted over the field, else the plain one. */
  const birthdayField = () => {
    const field = formRef.current?.elements.namedItem(BIRTHDAY_NAME);
    return field instanceof HTMLInputElement ? field : null;
  };

  // Back from sign-in (the return URL names this host): the form is where the shopper left off.
  // With a date picker, its island takes over the birthday field: focus once it has mounted there.
  useEffect(() => {
    if (!host.id || location.hash !== `#${host.id}`) return;
    const focusFirst = () => formRef.current?.querySelector<HTMLElement>('input')?.focus();
    const picker = formRef.current?.querySelector('[data-widget="date-picker"]');
    if (!picker) {
      focusFirst();
      return;
    }
    return whenMounted(picker, focusFirst);
  }, []);
  // Each refusal moves focus where it is read out and the shopper starts from it: a birthday's to the field, which its
  // message describes; any other to the error element.
  useEffect(() => {
    if (error) (error.field === 'birthday' ? birthdayField() : errorRef.current)?.focus();
  }, [error]);

  // One submit, one join: a second submit while the first is out is refused (docs/decisions.md "One click, one add").
  const inFlight = useRef(false);
  const join = (birthday: string) => {
    inFlight.current = true;
    joinLoyalty(rpc, { birthday }).then(
      () => {
        // The server set is_loyalty_member in FE_USER_CART; other tabs re-read it.
        store.announceCookieChange();
        emit('loyalty:joined', {});
        goToLoyaltyIndex();
      },
      (failure: unknown) => {
        debug('loyalty-join: the join was refused', failure);
        inFlight.current = false;
        setBusy(false);
        setError({ text: joinFailureText(failure) });
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Read from the form itself (as typed or ticked by now), not from a render that may not have run yet. The picker
    // reads the birthday as it is now (text put there with no change event it heard), so a bad one is said in its words.
    const birthday = birthdayField();
    birthday?.dispatchEvent(new Event('change'));
    const problem = joinFormProblem({
      agreed: !!agreementRef.current?.checked,
      birthdayValid: birthday?.validity.valid ?? true,
      birthdayInRange: !birthdayOutOfRange(birthday?.value ?? ''),
    });
    // The birthday field is the picker's (or plain): marked here, and again at each submit; the picker's own check
    // clears the mark when the shopper changes the date. The form's own words describe it only where no picker spoke
    // (the picker describes it by its message only while the birthday is refused, and the form wrote it with none).
    if (problem?.field === 'birthday') {
      birthday?.setAttribute('aria-invalid', 'true');
      if (problem.text) birthday?.setAttribute('aria-describedby', errorId);
    } else {
      birthday?.removeAttribute('aria-invalid');
      birthday?.removeAttribute('aria-describedby');
    }
    if (problem) return void setError(problem);
    join(birthday?.value ?? '');
    setBusy(true);
    setError(null);
  };

  return (
    <form ref={formRef} className={panelClass(variant)} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <p id={titleId} className="sfi-loyalty-join__title">{TITLES[variant]}</p>
      <p>{INTRO}</p>
      <BirthdayField id={`${id}-birthday`} withPicker={withPicker} />
      <div className="sfi-loyalty-join__agreement">
        <input
          id={`${id}-agree`}
          ref={agreementRef}
          type="checkbox"
          // A tick answers the agreement's error: it goes, as the picker clears the birthday's mark on a new date.
          onChange={() => error?.field === 'agreement' && setError(null)}
          aria-invalid={error?.field === 'agreement' ? 'true' : undefined}
          aria-describedby={error?.field === 'agreement' ? errorId : undefined}
        />
        <label htmlFor={`${id}-agree`}>I agree to the Loyalty program terms and conditions.</label>
      </div>
      {error?.text ? (
        <p id={errorId} ref={errorRef} className="sfi-loyalty-join__error" tabIndex={-1}>
          {error.text}
        </p>
      ) : null}
      <button type="submit" className="sfi-loyalty-join__button" aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Joining…' : 'Join now'}
      </button>
    </form>
  );
}
