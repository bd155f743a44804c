// Stubs of androidx.compose.ui.graphics.Color and Shape: brahmkshatriya/compose-native @ bba6ae4,
// compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Color.kt (value class
// Color(val value: ULong) L115, copy(alpha, red, green, blue) L234-240, Color.Black L260, the
// factory Color(red, green, blue, alpha, colorSpace) L378) and Shape.kt (interface Shape L26).
// Color is a plain class of a Long here (kotlinc 1.3: inline classes and ULong are experimental);
// the colour space parameter is left out.
package androidx.compose.ui.graphics

class Color(val value: Long) {
    val alpha: Float
        get() = 1f
    val red: Float
        get() = 0f
    val green: Float
        get() = 0f
    val blue: Float
        get() = 0f

    fun copy(
        alpha: Float = this.alpha,
        red: Float = this.red,
        green: Float = this.green,
        blue: Float = this.blue
    ): Color = Color(red = red, green = green, blue = blue, alpha = alpha)

    companion object {
        val Black = Color(0xFF000000)
    }
}

fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f): Color =
    Color((alpha * 255).toLong() shl 24)

interface Shape
