// The waitlist form (docs/requirements.md §3.6, §4.3, §7, §8): an email address checked before it is sent, the
// `rpc.form` `waitlist` sign-up, the thank-you view on success, and on failure the first message's text in the
// error element with what was typed kept. Placed on a page it is an inline form; opened on demand ("Notify me"
// on a sold-out shade, the waitlist popup) it is the form in the dialog. Renders nothing while the
// `waitlistNotification` flag is off (§9.1).
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { waitlistCampaign } from '../../config/waitlist-campaign';
import { joinWaitlist } from '../../rpc/waitlist-methods';
import { Dialog } from '../../ui/dialog';
import { joinPageStatus, sayOnPage } from '../../ui/page-status';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import { draftKey, waitlistDrafts } from './drafts';
import { emailProblem } from './email';
import { failureText, INITIAL_FORM_STATE, notifyLabel, reduceWaitlistForm, thankYouText, waitlistRequest, type FormTarget, type WaitlistFormEvent } from './form-state';

export interface WaitlistFormProps extends FormTarget {
  /** The product the sign-up is about (a "Notify me", or the popup's page). */
  productId?: string;
  /** The heading (the dialog's name when opened on demand). */
  title?: string;
  /** The text above the field. */
  intro?: string;
  /** Level of the heading of a form placed on a page. */
  headingLevel: number;
}

export function WaitlistForm(props: WaitlistFormProps) {
  const { config, onDemand, close } = useIsland();
  const introId = useStableId('waitlist-intro');
  const enabled = config.flags.waitlistNotification;
  useEffect(() => {
    if (!enabled && onDemand) close(); // opened while sign-ups are off: nothing to show, so it goes
  }, []);
  if (!enabled) return null;

  const notify = !!props.skuBaseId;
  const title = props.title || (notify ? 'Notify me when it is back' : 'Join the waitlist');
  if (onDemand) {
    return (
      // The field takes the focus: the intro (which product), then the thank-you, is the dialog's description.
      <Dialog title={title} onClose={close} className="sfi-waitlist-dialog" describedBy={introId}>
        <SignUp {...props} notify={notify} introId={introId} />
      </Dialog>
    );
  }
  return <InlineForm {...props} title={title} notify={notify} />;
}

function InlineForm(props: WaitlistFormProps & { title: string; notify: boolean }) {
  const headingId = useStableId('waitlist-title');
  const Heading = `h${props.headingLevel}` as 'h2';
  return (
    <section className="sfi-waitlist" aria-labelledby={headingId}>
      <Heading id={headingId} className="sfi-waitlist__title">
        {props.title}
      </Heading>
      <SignUp {...props} />
    </section>
  );
}

function SignUp({ notify, productId, intro, introId, ...target }: WaitlistFormProps & { notify: boolean; introId?: string }) {
  const { rpc, store, config, debug, emit } = useIsland();
  // What is typed lives in the field, and in the page's drafts for when this form opens again (a trigger hash may
  // close its dialog): drafts.ts.
  const drafts = waitlistDrafts();
  const key = draftKey(target);
  const [state, dispatch] = useReducer(reduceWaitlistForm, INITIAL_FORM_STATE);
  const field = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const fieldId = useStableId('waitlist-email');
  const errorId = useStableId('waitlist-error');
  const label = notify ? notifyLabel(productId ? store.products.get()[productId] : undefined, target.skuBaseId) : '';

  useEffect(() => {
    if (state.attempts > 0) field.current?.focus();
  }, [state.attempts]);
  useEffect(() => {
    if (state.status === 'done') thanks.current?.focus();
  }, [state.status]);

  if (state.status === 'done') {
    return (
      <p ref={thanks} id={introId} className="sfi-waitlist__thanks" tabIndex={-1}>
        {thankYouText(state.email, label, notify)}
      </p>
    );
  }

  const sending = state.status === 'sending';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const typed = field.current!.value;
    const problem = emailProblem(typed);
    if (problem) return dispatch({ type: 'invalid', text: problem });
    dispatch({ type: 'send' });
    // The page's status region is there before the outcome, to say it if the dialog closes meanwhile.
    joinPageStatus();
    const address = typed.trim();
    const request = waitlistRequest(target, waitlistCampaign(config.waitlist));
    let outcome: WaitlistFormEvent;
    try {
      const answer = await joinWaitlist(rpc, { email: address, ...request });
      outcome = { type: 'done', email: answer.email || address };
    } catch (failure) {
      debug('waitlist sign-up failed', failure);
      outcome = { type: 'failed', text: failureText(failure) };
      // For page scripts, and for the popup (which offers itself again after a failure in a form it no longer shows).
      emit('waitlist:failed', { lastSource: request.lastSource, text: outcome.text });
    }
    // Closed while sending (the field has gone with the dialog): the outcome in the same words, said and shown on the
    // page (docs/decisions.md "Waitlist").
    if (!field.current?.isConnected) sayOnPage(outcome.type === 'done' ? thankYouText(outcome.email, label, notify) : outcome.text, true);
    else dispatch(outcome);
  };
  const introText = intro || (notify
    ? `${label ? `${label} is sold out. ` : ''}Leave your email address and we will tell you when it is back.`
    : 'Leave your email address and we will let you know as soon as it is available.');

  return (
    <form className="sfi-waitlist__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p id={introId} className="sfi-waitlist__intro">{introText}</p>
      <label className="sfi-waitlist__label" htmlFor={fieldId}>
        Email address
      </label>
      <input
        ref={field}
        id={fieldId}
        className="sfi-waitlist__input"
        type="email"
        name="email"
        autoComplete="email"
        spellCheck={false}
        defaultValue={drafts.get(key)}
        onChange={(event) => drafts.set(key, event.currentTarget.value)}
        aria-invalid={state.invalid || undefined}
        aria-describedby={state.error ? errorId : undefined}
      />
      <p id={errorId} className="sfi-waitlist__error" role="alert">
        {/* New words for each refused submit, so the alert speaks again when the same refusal repeats. */}
        {state.error ? <span key={state.attempts}>{state.error}</span> : null}
      </p>
      <button type="submit" className="sfi-waitlist__submit" aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : notify ? 'Notify me' : 'Join the waitlist'}
      </button>
    </form>
  );
}
