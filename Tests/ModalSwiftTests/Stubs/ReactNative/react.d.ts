// Declarations of 'react' used by `export tsx`, written from @types/react 18.3 (index.d.ts:
// ReactNode, ReactElement, FC, DependencyList, useMemo, useCallback, createElement and the JSX
// namespace) in the shape of the version @gorhom/bottom-sheet 5.2.13 builds against
// (package.json: "@types/react": "~18.3.12"). Only what the exported component uses.
declare module 'react' {
  namespace React {
    // index.d.ts `interface ReactElement<P, T>`: what a component returns.
    interface ReactElement<P = unknown> {
      type: unknown;
      props: P;
      key: string | null;
    }
    // index.d.ts `type ReactNode`: what a component's children may be.
    type ReactNode =
      | ReactElement
      | string
      | number
      | boolean
      | null
      | undefined
      | ReadonlyArray<ReactNode>;
    // index.d.ts `type FC<P>` (FunctionComponent's call signature).
    type FC<P = {}> = (props: P) => ReactElement | null;
    // index.d.ts `type DependencyList = readonly unknown[]`.
    type DependencyList = readonly unknown[];
    // index.d.ts `function useMemo<T>(factory: () => T, deps: DependencyList): T`.
    function useMemo<T>(factory: () => T, deps: DependencyList): T;
    // index.d.ts `function useCallback<T extends Function>(callback: T, deps: DependencyList): T`.
    function useCallback<T extends Function>(callback: T, deps: DependencyList): T;
    // index.d.ts `function createElement(...)`: what `--jsx react` compiles a tag to.
    function createElement<P>(
      type: FC<P> | string,
      props?: P | null,
      ...children: ReactNode[]
    ): ReactElement<P>;
  }
  // index.d.ts `declare global { namespace JSX }`: how tsc checks a tag's props.
  global {
    namespace JSX {
      interface Element extends React.ReactElement {}
      interface ElementChildrenAttribute {
        children: {};
      }
      interface IntrinsicAttributes {
        key?: string | number | null;
      }
      interface IntrinsicElements {}
    }
  }
  export default React;
}
