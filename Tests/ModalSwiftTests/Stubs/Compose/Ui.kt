// Stub of androidx.compose.ui.Modifier: brahmkshatriya/compose-native @ bba6ae4,
// compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Modifier.kt (interface Modifier, its
// companion object : Modifier at L374).
package androidx.compose.ui

interface Modifier {
    companion object : Modifier
}
