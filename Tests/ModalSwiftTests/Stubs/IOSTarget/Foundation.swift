// The part of Foundation the stubs use, for the iOS-target type check only (ExportSupport.swift,
// `typecheckForIOS`): Embedded Swift has no Foundation. CGFloat is Double here (on Apple
// platforms a struct convertible from it): the check is about availability, the Linux type check
// against the real Foundation is about types.
@_exported import _Concurrency

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = CGPoint(x: 0, y: 0)
}

public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public static let zero = CGSize(width: 0, height: 0)
}

public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public static let zero = CGRect(origin: .zero, size: .zero)
}

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol, Hashable {
  public init() {}
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol NSCopying {
  func copy(with zone: NSZone?) -> Any
}

public struct NSZone {}
