// A stub of the SwiftUI declarations `export swift swiftui` uses (issue 14), with the
// signatures of Apple's SDK (iOS 18 SDK; developer.apple.com symbol pages for View,
// PresentationDetent, CustomPresentationDetent, PresentationBackgroundInteraction,
// PresentationContentInteraction, PresentationAdaptation, PresentationSizing, Visibility):
// labels, parameter types, defaults and cases as declared there, bodies empty. The export
// tests type-check every exported file against it with `swiftc -typecheck`. Each declaration
// carries the `@available(iOS N, *)` of its symbol page, so that the availability check
// (ExportSupport.swift, `typecheckForIOS`) rejects a use the deployment target lacks.
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

/// A type-erased view: what `ViewBuilder.buildLimitedAvailability` makes of an `if #available`
/// branch.
public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// The view of an `if`/`else` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// A value SwiftUI keeps for a view (documentation/swiftui/state).
@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// A reference to a value owned elsewhere (documentation/swiftui/binding).
@propertyWrapper public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
}

/// A modifier applied to a view (documentation/swiftui/viewmodifier).
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a view modifier's `body(content:)` gets.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

/// The result builder of `@ViewBuilder` methods, with what an `if #available ... else` needs.
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

@available(iOS 16, *)
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

@available(iOS 16, *)
public protocol CustomPresentationDetent {
  static func height(in context: Self.Context) -> CGFloat?
}

@available(iOS 16, *)
extension CustomPresentationDetent {
  public typealias Context = PresentationDetent.Context
}

@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
  public static var automatic: PresentationBackgroundInteraction { .init() }
  public static var disabled: PresentationBackgroundInteraction { .init() }
  public static var enabled: PresentationBackgroundInteraction { .init() }
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { .init() }
}

@available(iOS 16.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
  public static var automatic: PresentationContentInteraction { .init() }
  public static var resizes: PresentationContentInteraction { .init() }
  public static var scrolls: PresentationContentInteraction { .init() }
}

@available(iOS 16.4, *)
public struct PresentationAdaptation: Sendable {
  public static var automatic: PresentationAdaptation { .init() }
  public static var none: PresentationAdaptation { .init() }
  public static var popover: PresentationAdaptation { .init() }
  public static var sheet: PresentationAdaptation { .init() }
  public static var fullScreenCover: PresentationAdaptation { .init() }
}

@available(iOS 18, *)
public protocol PresentationSizing {}
@available(iOS 18, *)
public struct AutomaticPresentationSizing: PresentationSizing {}
@available(iOS 18, *)
public struct FormPresentationSizing: PresentationSizing {}
@available(iOS 18, *)
public struct PagePresentationSizing: PresentationSizing {}
@available(iOS 18, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
  public static var automatic: AutomaticPresentationSizing { .init() }
}
@available(iOS 18, *)
extension PresentationSizing where Self == FormPresentationSizing {
  public static var form: FormPresentationSizing { .init() }
}
@available(iOS 18, *)
extension PresentationSizing where Self == PagePresentationSizing {
  public static var page: PagePresentationSizing { .init() }
}
@available(iOS 18, *)
extension PresentationSizing where Self == FittedPresentationSizing {
  public static var fitted: FittedPresentationSizing { .init() }
}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
  @available(iOS 16, *)
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  @available(iOS 16, *)
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }
  @available(iOS 16.4, *)
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  { self }
  @available(iOS 16, *)
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  @available(iOS 16.4, *)
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  @available(iOS 16.4, *)
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  { self }
  @available(iOS 16.4, *)
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
  @available(iOS 18, *)
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
  @available(iOS 15, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
