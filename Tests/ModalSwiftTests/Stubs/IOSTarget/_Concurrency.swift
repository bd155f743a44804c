// The part of Swift's _Concurrency module the stubs use (MainActor), for the iOS-target type
// check only (ExportSupport.swift, `typecheckForIOS`): the toolchain's Embedded Swift standard
// library for arm64-apple-ios comes without _Concurrency, and `@MainActor` needs a global actor.
// Declarations as in the Swift standard library (stdlib/public/Concurrency/Actor.swift,
// GlobalActor.swift, MainActor.swift), reduced to what the type checker asks for.
public protocol Actor: AnyObject, Sendable {
  nonisolated var unownedExecutor: UnownedSerialExecutor { get }
}

public struct UnownedSerialExecutor: Sendable {
  public init() {}
}

public protocol GlobalActor {
  associatedtype ActorType: Actor
  static var shared: ActorType { get }
}

@globalActor public final actor MainActor: GlobalActor {
  public static let shared = MainActor()
  public nonisolated var unownedExecutor: UnownedSerialExecutor { UnownedSerialExecutor() }
}
