// A fixture of load Sheet.tsx with two sheets, written in the shape of the library's map
// example: gorhom/react-native-bottom-sheet v5.2.13 (commit bc94d54),
// example/src/screens/integrations/map/LocationListBottomSheet.tsx and
// LocationDetailsBottomSheet.tsx L26-81 (snap points as a file-level constant, an aliased
// import, props the model does not have).
import React, { forwardRef, useRef } from 'react';
import { BottomSheetModal, BottomSheet as Sheet } from '@gorhom/bottom-sheet';
import { useHeaderHeight } from '@react-navigation/elements';

const MIDDLE = '50%';
const SNAP_POINTS = [
  96, // peek
  MIDDLE, // middle
  '100%', // full
];

export function LocationListBottomSheet({ index }: { index: number }) {
  return (
    <Sheet
      snapPoints={SNAP_POINTS}
      index={2}
      enablePanDownToClose
      overDragResistanceFactor={1.5}
      keyboardBehavior="extend"
      keyboardBlurBehavior="restore"
      backgroundStyle={{ borderRadius: 24, backgroundColor: 'white' }}
      animatedIndex={index}
    />
  );
}

export const LocationDetailsBottomSheet = forwardRef<BottomSheetModal, { index: number }>(
  ({ index }, ref) => {
    const headerHeight = useHeaderHeight();
    return (
      <BottomSheetModal
        ref={ref}
        key="PoiDetailsSheet"
        name="PoiDetailsSheet"
        snapPoints={['100%']}
        topInset={headerHeight}
        index={-1}
        {...{ enableOverDrag: false }}
      />
    );
  },
);
