// Stub of androidx.compose.foundation.shape.RoundedCornerShape: brahmkshatriya/compose-native
// @ bba6ae4, compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/shape/
// RoundedCornerShape.kt (class RoundedCornerShape L45; the factories of one Dp L165 and of four Dp
// L182-192, four Float L196-206 and four percents L221-231, each corner defaulting to 0).
package androidx.compose.foundation.shape

import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

class RoundedCornerShape(val corners: List<Float>) : Shape

fun RoundedCornerShape(size: Dp) = RoundedCornerShape(listOf(size.value))

fun RoundedCornerShape(
    topStart: Dp = 0.dp,
    topEnd: Dp = 0.dp,
    bottomEnd: Dp = 0.dp,
    bottomStart: Dp = 0.dp
) = RoundedCornerShape(listOf(topStart.value, topEnd.value, bottomEnd.value, bottomStart.value))

fun RoundedCornerShape(
    topStart: Float = 0.0f,
    topEnd: Float = 0.0f,
    bottomEnd: Float = 0.0f,
    bottomStart: Float = 0.0f
) = RoundedCornerShape(listOf(topStart, topEnd, bottomEnd, bottomStart))

fun RoundedCornerShape(
    topStartPercent: Int = 0,
    topEndPercent: Int = 0,
    bottomEndPercent: Int = 0,
    bottomStartPercent: Int = 0
) = RoundedCornerShape(listOf(topStartPercent.toFloat()))
