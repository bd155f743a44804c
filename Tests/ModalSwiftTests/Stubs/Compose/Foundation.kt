// Stubs of the foundation-layout declarations the export uses: brahmkshatriya/compose-native @ bba6ae4,
// compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/
// Column.kt (interface ColumnScope L294) and WindowInsetsPadding.kt (Modifier.imePadding() L249).
@file:JvmName("Foundation")

package androidx.compose.foundation.layout

import androidx.compose.ui.Modifier

interface ColumnScope

fun Modifier.imePadding(): Modifier = this
