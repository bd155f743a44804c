// A stub of the SwiftUI declarations `export swift swiftui` uses (issue 14), with the
// signatures of Apple's SDK (iOS 18 SDK; developer.apple.com symbol pages for View,
// PresentationDetent, CustomPresentationDetent, PresentationBackgroundInteraction,
// PresentationContentInteraction, PresentationAdaptation, PresentationSizing, Visibility):
// labels, parameter types, defaults and cases as declared there, bodies empty. The export
// tests type-check every exported file against it with `swiftc -typecheck`.
@_exported import Foundation

public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

public struct PresentationDetent: Hashable, Sendable {
  public static let medium = PresentationDetent()
  public static let large = PresentationDetent()
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
  public static func custom<D>(_ type: D.Type) -> PresentationDetent
  where D: CustomPresentationDetent { PresentationDetent() }

  @dynamicMemberLookup
  public struct Context {
    public var maxDetentValue: CGFloat { 0 }
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      fatalError()
    }
  }
}

public struct EnvironmentValues {}

public protocol CustomPresentationDetent {
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  public typealias Context = PresentationDetent.Context
}

public struct PresentationBackgroundInteraction: Sendable {
  public static var automatic: PresentationBackgroundInteraction { .init() }
  public static var disabled: PresentationBackgroundInteraction { .init() }
  public static var enabled: PresentationBackgroundInteraction { .init() }
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { .init() }
}

public struct PresentationContentInteraction: Equatable, Sendable {
  public static var automatic: PresentationContentInteraction { .init() }
  public static var resizes: PresentationContentInteraction { .init() }
  public static var scrolls: PresentationContentInteraction { .init() }
}

public struct PresentationAdaptation: Sendable {
  public static var automatic: PresentationAdaptation { .init() }
  public static var none: PresentationAdaptation { .init() }
  public static var popover: PresentationAdaptation { .init() }
  public static var sheet: PresentationAdaptation { .init() }
  public static var fullScreenCover: PresentationAdaptation { .init() }
}

public protocol PresentationSizing {}
public struct AutomaticPresentationSizing: PresentationSizing {}
public struct FormPresentationSizing: PresentationSizing {}
public struct PagePresentationSizing: PresentationSizing {}
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  public static var automatic: AutomaticPresentationSizing { .init() }
}
extension PresentationSizing where Self == FormPresentationSizing {
  public static var form: FormPresentationSizing { .init() }
}
extension PresentationSizing where Self == PagePresentationSizing {
  public static var page: PagePresentationSizing { .init() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
  public static var fitted: FittedPresentationSizing { .init() }
}

extension View {
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  { self }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  { self }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
