// Stubs of the material3 declarations the export uses: brahmkshatriya/compose-native @ bba6ae4,
// compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/:
// ExperimentalMaterial3Api.kt L17-23 (@RequiresOptIn there: kotlinc 1.3 has no RequiresOptIn, so
// an export without @OptIn is not caught here); SheetDefaults.kt (class SheetState L92 with an
// internal constructor, enum class SheetValue L521, object BottomSheetDefaults L535:
// ExpandedShape L541, ScrimColor L552, SheetMaxWidth L559, DragHandle(modifier, width, height,
// shape, color) L594-600); ModalBottomSheet.kt (ModalBottomSheet L94-111, its parameters in the
// source's order and with its defaults, less contentWindowInsets and properties, whose types are
// not stubbed, and dragHandle's `@Composable (() -> Unit)?` written `@Composable() (() -> Unit)?`,
// the same type in a form kotlinc 1.3 parses; rememberModalBottomSheetState(skipPartiallyExpanded,
// confirmValueChange) L218-242, @Deprecated there in favour of rememberBottomSheetState).
package androidx.compose.material3

import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalMaterial3Api

enum class SheetValue {
    Hidden,
    Expanded,
    PartiallyExpanded
}

class SheetState internal constructor(internal val enabledValues: Set<SheetValue>)

object BottomSheetDefaults {
    val ExpandedShape: Shape
        @Composable get() = RoundedCornerShape(topStart = 28.dp, topEnd = 28.dp)

    val ContainerColor: Color
        @Composable get() = Color(0xFFFFFFFF)

    val ScrimColor: Color
        @Composable get() = Color.Black.copy(alpha = 0.32f)

    val SheetMaxWidth = 640.dp

    @Composable
    fun DragHandle(
        modifier: Modifier = Modifier,
        width: Dp = 32.dp,
        height: Dp = 4.dp,
        shape: Shape = RoundedCornerShape(28.dp),
        color: Color = Color(0xFF49454F)
    ) {}
}

@Deprecated(message = "Use rememberBottomSheetState with Hidden initial value")
@Composable
@ExperimentalMaterial3Api
fun rememberModalBottomSheetState(
    skipPartiallyExpanded: Boolean = false,
    confirmValueChange: (SheetValue) -> Boolean = { true }
): SheetState =
    SheetState(
        if (skipPartiallyExpanded) setOf(SheetValue.Hidden, SheetValue.Expanded)
        else setOf(SheetValue.Hidden, SheetValue.PartiallyExpanded, SheetValue.Expanded)
    )

@Composable
@ExperimentalMaterial3Api
fun ModalBottomSheet(
    onDismissRequest: () -> Unit,
    modifier: Modifier = Modifier,
    sheetState: SheetState = rememberModalBottomSheetState(),
    sheetMaxWidth: Dp = BottomSheetDefaults.SheetMaxWidth,
    sheetGesturesEnabled: Boolean = true,
    shape: Shape = BottomSheetDefaults.ExpandedShape,
    containerColor: Color = BottomSheetDefaults.ContainerColor,
    contentColor: Color = Color(0xFF000000),
    tonalElevation: Dp = 0.dp,
    scrimColor: Color = BottomSheetDefaults.ScrimColor,
    dragHandle: @Composable() (() -> Unit)? = { BottomSheetDefaults.DragHandle() },
    content: @Composable ColumnScope.() -> Unit
) {}
