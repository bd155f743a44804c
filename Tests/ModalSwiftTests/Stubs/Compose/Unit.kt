// Stub of androidx.compose.ui.unit.Dp and its extensions: brahmkshatriya/compose-native @ bba6ae4,
// compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/Dp.kt (value class Dp(val
// value: Float); Int.dp L117, Double.dp L122). A plain class here: kotlinc 1.3's inline classes
// are experimental.
package androidx.compose.ui.unit

class Dp(val value: Float)

val Int.dp: Dp
    get() = Dp(this.toFloat())

val Double.dp: Dp
    get() = Dp(this.toFloat())
