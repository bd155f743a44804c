// A fixture of load Sheet.tsx, written in the shape of the library's basic example:
// gorhom/react-native-bottom-sheet v5.2.13 (commit bc94d54),
// example/src/screens/basic/BasicExamples.tsx L13-110 (a screen factory around memo, a
// useMemo of percentages, a spring config hook, state-driven gesture props).
import React, { useCallback, memo, useRef, useMemo, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import BottomSheet, { useBottomSheetSpringConfigs } from '@gorhom/bottom-sheet';

const createExampleScreen = ({ count = 25 }: { count?: number }) =>
  memo(() => {
    const [enableContentPanningGesture] = useState(true);
    const bottomSheetRef = useRef<BottomSheet>(null);
    const snapPoints = useMemo(() => ['25%', '50%', '90%'], []);
    const animationConfigs = useBottomSheetSpringConfigs({
      damping: 80,
      stiffness: 500,
    });
    const handleSheetChange = useCallback((index: number) => {
      console.log('handleSheetChange', index);
    }, []);
    return (
      <View style={styles.container}>
        <BottomSheet
          ref={bottomSheetRef}
          index={1}
          snapPoints={snapPoints}
          animationConfigs={animationConfigs}
          animateOnMount={true}
          enableContentPanningGesture={enableContentPanningGesture}
          enableDynamicSizing={false}
          onChange={handleSheetChange}
        >
          <View key={`${count}.list`} />
        </BottomSheet>
      </View>
    );
  });

const styles = StyleSheet.create({ container: { flex: 1, padding: 24 } });

export const FlatListExampleScreen = createExampleScreen({ count: 10 });
