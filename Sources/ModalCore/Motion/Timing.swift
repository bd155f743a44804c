import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The simulated clock's unit: animations advance in frames of 1/60 s.
public enum Clock {
  /// Frames per second.
  public static let framesPerSecond = 60.0

  /// The duration of a number of frames, in seconds.
  public static func seconds(_ frames: Int) -> Double { Double(frames) / framesPerSecond }

  /// The number of whole frames in a duration (rounded up, at least 0; `Int.max` for a
  /// duration longer than that, so that no duration traps).
  public static func frames(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return seconds == .infinity ? .max : 0 }
    return Int(saturating: seconds * framesPerSecond - 1e-9, rounding: .up)
  }
}

/// A cubic bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2):
/// progress as a function of normalised time, as CSS and Core Animation define it.
public struct CubicBezier: Hashable, Sendable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  /// Creates a curve.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The standard curves: linear, easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut
  /// (0.42, 0, 0.58, 1).
  public static func standard(_ kind: CurveKind) -> CubicBezier {
    switch kind {
    case .linear: CubicBezier(0, 0, 1, 1)
    case .easeIn: CubicBezier(0.42, 0, 1, 1)
    case .easeOut: CubicBezier(0, 0, 0.58, 1)
    case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
    }
  }

  static func component(_ t: Double, _ a: Double, _ b: Double) -> Double {
    // B(t) = 3(1-t)^2 t a + 3(1-t) t^2 b + t^3
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }

  static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
  }

  /// The progress at normalised time `x` in 0...1: solves x(t) = x by Newton's method with a
  /// bisection fallback, then returns y(t).
  public func progress(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    for _ in 0..<8 {
      let error = Self.component(t, x1, x2) - x
      if abs(error) < 1e-9 { return Self.component(t, y1, y2) }
      let slope = Self.derivative(t, x1, x2)
      if abs(slope) < 1e-7 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = Self.component(t, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return Self.component(t, y1, y2)
  }
}

/// A damped spring moving a progress from 0 to 1: the displacement y = 1 - progress obeys
/// y'' + 2 zeta omega y' + omega^2 y = 0 with y(0) = 1 and y'(0) = -v0.
public struct SpringSolution: Hashable, Sendable {
  public var omega: Double
  public var zeta: Double
  /// Initial velocity of the progress, in progress units per second.
  public var initialVelocity: Double

  /// Creates a solution.
  public init(omega: Double, zeta: Double, initialVelocity: Double) {
    self.omega = omega
    self.zeta = zeta
    self.initialVelocity = initialVelocity
  }

  /// The displacement from the target (1 at the start, 0 at rest) and its rate at time t.
  public func displacement(at t: Double) -> (value: Double, velocity: Double) {
    let w = omega
    let z = zeta
    let v0 = initialVelocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = 1.0
      let b = (z * w * a - v0) / wd
      let decay = exp(-z * w * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      let value = decay * (a * c + b * s)
      let velocity = decay * ((-z * w) * (a * c + b * s) + (-a * wd * s + b * wd * c))
      return (value, velocity)
    } else if z == 1 {
      let a = 1.0
      let b = w - v0
      let decay = exp(-w * t)
      return ((a + b * t) * decay, (b - w * (a + b * t)) * decay)
    } else {
      let root = (z * z - 1).squareRoot()
      let r1 = -w * (z - root)
      let r2 = -w * (z + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      let c1 = 1 - c2
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }
}
