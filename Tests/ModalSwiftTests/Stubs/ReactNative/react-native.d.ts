// Declarations of 'react-native' used by the @gorhom/bottom-sheet stub, written from React
// Native 0.76's types (Libraries/StyleSheet/StyleSheet.d.ts `StyleProp`,
// Libraries/StyleSheet/StyleSheetTypes.d.ts `ViewStyle`), the version @gorhom/bottom-sheet
// 5.2.13 develops against (package.json: "react-native": "0.76.0"). Only the style
// properties the export writes.
declare module 'react-native' {
  // StyleSheetTypes.d.ts: FlexStyle's `padding*` and LayoutStyle's `width`, `height`,
  // ViewStyle's `borderRadius`.
  export interface ViewStyle {
    width?: number | string;
    height?: number | string;
    padding?: number | string;
    paddingVertical?: number | string;
    borderRadius?: number;
  }
  // StyleSheet.d.ts `type StyleProp<T> = T | RegisteredStyle<T> | RecursiveArray<...> |
  // Falsy`, without the registered and recursive forms.
  export type StyleProp<T> = T | ReadonlyArray<T> | null | undefined | false;
}
