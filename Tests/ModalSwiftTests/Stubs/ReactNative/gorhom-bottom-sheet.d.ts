// Declarations of '@gorhom/bottom-sheet' used by `export tsx gorhom`, written from
// gorhom/react-native-bottom-sheet v5.2.13 (commit bc94d54): src/index.ts (the default export
// and `export type { BottomSheetProps }`, L2 and L53), src/constants.ts (SNAP_POINT_TYPE L63-66,
// KEYBOARD_BEHAVIOR L102-106, KEYBOARD_BLUR_BEHAVIOR L108-111) and src/components/bottomSheet/types.d.ts (BottomSheetProps,
// L28-328). Only the props the export writes, each with its line in types.d.ts.
declare module '@gorhom/bottom-sheet' {
  import React from 'react';
  import { StyleProp, ViewStyle } from 'react-native';

  // src/constants.ts L63-66.
  export enum SNAP_POINT_TYPE {
    PROVIDED = 0,
    DYNAMIC = 1,
  }
  // src/constants.ts L102-106.
  const KEYBOARD_BEHAVIOR: {
    readonly interactive: 'interactive';
    readonly extend: 'extend';
    readonly fillParent: 'fillParent';
  };
  // src/constants.ts L108-111.
  const KEYBOARD_BLUR_BEHAVIOR: {
    readonly none: 'none';
    readonly restore: 'restore';
  };

  export interface BottomSheetProps {
    // L38.
    index?: number;
    // L50 (the SharedValue form left out).
    snapPoints?: Array<string | number>;
    // L56.
    overDragResistanceFactor?: number;
    // L62.
    detached?: boolean;
    // L80.
    enableOverDrag?: boolean;
    // L86.
    enablePanDownToClose?: boolean;
    // L92.
    enableDynamicSizing?: boolean;
    // L140.
    topInset?: number;
    // L147.
    bottomInset?: number;
    // L154.
    maxDynamicContentSize?: number;
    // L167.
    keyboardBehavior?: keyof typeof KEYBOARD_BEHAVIOR;
    // L173.
    keyboardBlurBehavior?: keyof typeof KEYBOARD_BLUR_BEHAVIOR;
    // L222-224 (the Omit of positions left out).
    backgroundStyle?: StyleProp<ViewStyle>;
    // L230.
    handleStyle?: StyleProp<ViewStyle>;
    // L236.
    handleIndicatorStyle?: StyleProp<ViewStyle>;
    // L267.
    onChange?: (index: number, position: number, type: SNAP_POINT_TYPE) => void;
    // L293 (BottomSheetHandleProps left opaque).
    handleComponent?: React.FC<{}> | null;
    // L318.
    children: React.ReactNode;
  }

  // src/components/bottomSheet/BottomSheet.tsx L93 and L1873: memo(forwardRef(...)), called
  // here as the function component it renders as (the ref left out).
  const BottomSheet: React.FC<BottomSheetProps>;
  export default BottomSheet;
}
