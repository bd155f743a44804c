// Stub of androidx.compose.runtime.Composable: brahmkshatriya/compose-native @ bba6ae4,
// compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composable.kt L35-58.
// Without the Compose compiler plugin it is only an annotation: kotlinc does not check where a
// @Composable function may be called.
package androidx.compose.runtime

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.TYPE,
    AnnotationTarget.TYPE_PARAMETER,
    AnnotationTarget.PROPERTY_GETTER
)
annotation class Composable
