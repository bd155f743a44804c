// A fixture of load Sheet.tsx, written in the shape of the library's modal example:
// gorhom/react-native-bottom-sheet v5.2.13 (commit bc94d54),
// example/src/screens/modal/SimpleExample.tsx L1-96 (BottomSheetModal as a named import, a
// block-bodied useMemo, state for pan-down-to-close, a custom handle).
import {
  type BottomSheetHandleProps,
  BottomSheetModal,
} from '@gorhom/bottom-sheet';
import React, { useCallback, useMemo, useRef, useState } from 'react';
import { View } from 'react-native';

export const SimpleExample = () => {
  const [enablePanDownToClose] = useState(true);
  const bottomSheetRef = useRef<BottomSheetModal>(null);
  const snapPoints = useMemo(() => {
    return [300, '50%'];
  }, []);
  const renderHeaderHandle = useCallback(
    (props: BottomSheetHandleProps) => <View {...props} />,
    []
  );
  return (
    <View>
      <BottomSheetModal
        ref={bottomSheetRef}
        snapPoints={snapPoints}
        enablePanDownToClose={enablePanDownToClose}
        enableDismissOnClose
        enableDynamicSizing={false}
        onDismiss={() => console.log("it's dismissed")}
        handleComponent={renderHeaderHandle}
      >
        <View />
      </BottomSheetModal>
    </View>
  );
};
