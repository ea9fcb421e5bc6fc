// Islands: interactive parts far down a page (the home page's forms) whose JavaScript loads only when the
// visitor comes near them. The server renders them in place, so the page is complete, readable and usable
// without JavaScript; until then the browser keeps that HTML as it is, like server markup
// (components/server-markup.tsx).
//
// Why not React.lazy with Suspense (partial hydration)? A dehydrated boundary must hydrate before any context
// update reaches it, and React Router updates its contexts on every navigation: a navigation would wait for
// the island's code. So an island swaps instead: once its code is here, the component renders through a
// portal into the wrapper and the server's nodes are removed in the same frame, carrying over focus and
// anything the visitor already typed.
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from "react";
import { createPortal } from "react-dom";
import { islandLoaders, type IslandName } from "./islands";

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
export type IslandComponents = { [N in IslandName]: IslandComponent<N> };
type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;
// Inside, an island is any component with its props; `Island`'s signature keeps each name's props typed.
type AnyComponent = ComponentType<Record<string, unknown>>;

/** The island components themselves, provided by entry.server so that the server renders them in place. */
export const IslandComponentsContext = createContext<IslandComponents | null>(null);

const loaded = new Map<IslandName, AnyComponent>();

/** Fetches an island's code (once); a route's clientLoader calls it so a client-side navigation shows it at once. */
export async function loadIsland<N extends IslandName>(name: N): Promise<IslandComponent<N>> {
  const component = loaded.get(name) ?? (await islandLoaders[name]());
  loaded.set(name, component as AnyComponent);
  return component as IslandComponent<N>;
}

/** How near (below the viewport) an island starts loading: about one screen ahead of the visitor. */
const LOAD_AHEAD = "0px 0px 100% 0px";

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const serverComponents = useContext(IslandComponentsContext);
  if (serverComponents) {
    const Component = serverComponents[name] as AnyComponent;
    return (
      <div data-island={name}>
        <Component {...(props as Record<string, unknown>)} />
      </div>
    );
  }
  return <BrowserIsland name={name} props={props as Record<string, unknown>} />;
}

function BrowserIsland({ name, props }: { name: IslandName; props: Record<string, unknown> }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<{
    Component: AnyComponent;
    container: HTMLElement;
    serverNodes: ChildNode[];
  } | null>(null);

  useEffect(() => {
    const container = containerRef.current!;
    let cancelled = false;
    const activate = () => {
      stop();
      loadIsland(name).then(
        (Component) => {
          if (cancelled) return;
          setActive({
            Component: Component as AnyComponent,
            container,
            serverNodes: Array.from(container.childNodes),
          });
        },
        // Code unreachable (offline, a new release): the server's HTML stays, its forms post without JavaScript.
        () => {},
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) activate();
      },
      { rootMargin: LOAD_AHEAD },
    );
    // A keyboard, touch or mouse visitor who reaches the island before its code did.
    const intents = ["focusin", "pointerdown", "pointerover"] as const;
    function stop() {
      observer.disconnect();
      for (const type of intents) container.removeEventListener(type, activate);
    }
    if (container.hasChildNodes()) {
      observer.observe(container);
      for (const type of intents) container.addEventListener(type, activate);
    } else {
      // A client-side navigation: the wrapper starts empty, so render at once (clientLoader fetched the code).
      activate();
    }
    return () => {
      cancelled = true;
      stop();
    };
  }, [name]);

  return (
    <>
      <div
        ref={containerRef}
        data-island={name}
        data-island-active={active ? "" : undefined}
        // While hydrating a document, React does not compare innerHTML: the server's nodes stay until the swap.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      {active
        ? createPortal(
            <ServerNodesSwap container={active.container} serverNodes={active.serverNodes}>
              <active.Component {...props} />
            </ServerNodesSwap>,
            active.container,
          )
        : null}
    </>
  );
}

const FORM_CONTROLS = "input:not([type=hidden]), textarea, select";

function formControls(nodes: ChildNode[]) {
  return nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches(FORM_CONTROLS) ? [node] : []), ...node.querySelectorAll(FORM_CONTROLS)]
      : [],
  ) as (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[];
}

/** Child indexes from `root` down to `node`. */
function pathFrom(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentNode; current = current.parentNode) {
    path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
  }
  return path;
}

/**
 * Replaces the server's nodes by the component's own (rendered after them, into the same wrapper) before the
 * browser paints. Both come from the same component and props, so they match element for element.
 */
function ServerNodesSwap({
  container,
  serverNodes,
  children,
}: {
  container: HTMLElement;
  serverNodes: ChildNode[];
  children: React.ReactNode;
}) {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    const focusPath =
      focused && serverNodes.some((node) => node.contains(focused)) ? pathFrom(container, focused) : null;
    const renderedNodes = Array.from(container.childNodes).slice(serverNodes.length);
    const typed = formControls(serverNodes);
    const fresh = formControls(renderedNodes);
    for (const node of serverNodes) node.remove();

    // Carry over what the visitor typed or chose, through the events React listens to.
    typed.forEach((old, index) => {
      const control = fresh[index];
      if (!control || control.name !== old.name || control.type !== old.type) return;
      if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
        if (old.checked !== (control as HTMLInputElement).checked) (control as HTMLInputElement).click();
      } else if (old instanceof HTMLInputElement && old.type === "file") {
        // A file input's value cannot be set (the browser throws); its chosen files can be handed over.
        if (old.files?.length) {
          (control as HTMLInputElement).files = old.files;
          control.dispatchEvent(new Event("change", { bubbles: true }));
        }
      } else if (old.value !== control.value) {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set;
        setter?.call(control, old.value);
        control.dispatchEvent(
          new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
        );
      }
    });

    if (focusPath) {
      let target: Node | undefined = container;
      for (const index of focusPath) target = target?.childNodes[index];
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    }
  }, [container, serverNodes]);
  return children;
}
