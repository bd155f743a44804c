// compose: exported by modalplay for Compose Material 3.
// Follows Compose Material 3's ModalBottomSheet as in androidx's compose tree
// (brahmkshatriya/compose-native @ bba6ae4: material3 ModalBottomSheet.kt, SheetDefaults.kt).
// Compiled by modalplay's tests with kotlinc 1.3 against stubs of these declarations, without the
// Compose compiler plugin.

import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.imePadding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.BottomSheetDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

// The sheet: show it while it is open; onDismissRequest hides it (a drag to Hidden, a tap on the
// scrim, back).
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ComposeSheet(onDismissRequest: () -> Unit, content: @Composable ColumnScope.() -> Unit) {
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = false)
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        modifier = Modifier.imePadding(),
        sheetState = sheetState,
        sheetMaxWidth = 640.dp,
        shape = RoundedCornerShape(topStart = 28.dp, topEnd = 28.dp),
        scrimColor = Color.Black.copy(alpha = 0.32f),
        dragHandle = { BottomSheetDefaults.DragHandle() },
        content = content
    )
}
