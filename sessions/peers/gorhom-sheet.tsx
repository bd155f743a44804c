// The component sessions/peers/gorhom-import.modal loads: two sheets of @gorhom/bottom-sheet,
// in the shape of the library's examples (gorhom/react-native-bottom-sheet v5.2.13,
// example/src/screens/basic/BasicExamples.tsx and modal/SimpleExample.tsx).
import React, { useMemo, useRef } from 'react';
import BottomSheet, { BottomSheetModal } from '@gorhom/bottom-sheet';

export function Player() {
  const sheetRef = useRef<BottomSheet>(null);
  const snapPoints = useMemo(
    () => [
      '25%', // collapsed
      '50%', // half
      '90%', // expanded
    ],
    [],
  );
  return (
    <BottomSheet
      ref={sheetRef}
      snapPoints={snapPoints}
      index={1}
      enableDynamicSizing={false}
      onChange={(index) => console.log('at', index)}
    >
      {/* the player's controls */}
    </BottomSheet>
  );
}

export const Details = () => (
  <BottomSheetModal
    snapPoints={[120, '60%']}
    enablePanDownToClose
    overDragResistanceFactor={4}
    keyboardBehavior="interactive"
    enableDynamicSizing={false}
  />
);
