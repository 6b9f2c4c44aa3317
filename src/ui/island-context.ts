// What the runtime gives every island: the page config, the RPC client, the shared store, events,
// on-demand islands and what it knows of the other islands. Islands read it with useIsland()
// (use-island.ts); they never import the runtime, the registry or another island.
import type { ComponentType } from 'react';
import type { PageConfig } from '../config/page-config';
import type { JsonRpcClient } from '../rpc/client';
import type { StorefrontStore } from '../store/store';
import type { HostProblem, RawProps } from './island-props';
import type { ProblemReport, PropsDeclaration } from './prop-check';

export interface OpenedIsland {
  host: HTMLElement;
  /** Unmounts the island and removes its host. */
  close(): void;
  /** Settles when the island has gone, whoever closed it. */
  closed: Promise<void>;
}

export interface IslandServices {
  config: PageConfig;
  rpc: JsonRpcClient;
  store: StorefrontStore;
  /** Dispatches `sfi:<name>` on document. */
  emit(name: string, detail?: unknown): void;
  /** Mounts an island on demand on a new host at the end of <body> (overlays, dialogs). */
  open(name: string, props?: RawProps): OpenedIsland;
  /** Whether this build has an island of that name (e.g. "Notify me" needs waitlist-form). */
  hasIsland(name: string): boolean;
  /** Logs only when the page config has debug on. */
  debug(...args: unknown[]): void;
}

export interface IslandContextValue extends IslandServices {
  /** The host element this island is mounted on. */
  host: HTMLElement;
  /** Mounted by open() on a host of its own, rather than placed on the page. */
  onDemand: boolean;
  /** Closes an island opened on demand (its host goes away). An island placed on the page stays. */
  close(): void;
  /**
   * A copy of the host's server-rendered content as it stood when the island mounted, for islands that
   * enhance it (accordion panels, a date input). The runtime keeps the original to put back.
   */
  serverContent(): DocumentFragment;
  /**
   * Reports what the island's own reading of its props found after it mounted (a bad value taking its default),
   * as the runtime reports a host's problems: one console warning naming the host, `sfi:problem`, a debug note.
   */
  report(problems: HostProblem[]): void;
}

/** An island module's default export: nothing but the definition. */
export interface IslandDefinition<P> {
  component: ComponentType<P>;
  /**
   * Validates raw props; throws PropsError for bad ones. Without it the island takes no props. With `props`,
   * defineIsland() checks the declaration first and tells `report` what it left out (the island still mounts).
   */
  parseProps?(raw: RawProps, report?: ProblemReport): P;
  /** The island's props, declared once in its props.ts (ui/prop-check.ts). */
  props?: PropsDeclaration;
  /** Styles adopted once per page (constructable stylesheet, CSP-safe). Class names start with `sfi-`. */
  css?: string;
}

/** Loads one island's module (its own chunk). */
/**
 * Loads an island's module; `query` ('' or `?retry=n`) goes on the end of its chunk's URL in the build, so a chunk whose
 * download failed is asked for under a new URL: some browsers keep a failed module download for the page's life.
 */
export type IslandLoader = (query: string) => Promise<{ default: IslandDefinition<any> }>;
/** Island name (kebab-case, the host's data-widget) → loader. */
export type IslandRegistry = Readonly<Record<string, IslandLoader>>;
