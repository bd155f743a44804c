// Stub of kotlin.OptIn (kotlin-stdlib, since Kotlin 1.7; kotlinc 1.3 has none), the annotation
// Compose code puts on a use of @ExperimentalMaterial3Api. Compiled with -Xallow-kotlin-package.
package kotlin

import kotlin.reflect.KClass

annotation class OptIn(vararg val markerClass: KClass<out Annotation>)
