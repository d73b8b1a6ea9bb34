/// A number that scales with Dynamic Type, as SwiftUI's `ScaledMetric`:
/// `@ScaledMetric var spacing: CGFloat = 8`, or `@ScaledMetric(relativeTo: .caption) var …`.
/// The value is multiplied by how much the text style grows from the `.large` size to the
/// environment's ``EnvironmentValues/dynamicTypeSize`` (`.body` by default).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    final class Box {
        var size: DynamicTypeSize = .large
    }

    let base: Value
    let style: Font.TextStyle
    let box = Box()

    /// A metric scaled as `.body` scales.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// A metric scaled as `textStyle` scales.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        style = textStyle
    }

    /// The value at the environment's dynamic type size.
    public var wrappedValue: Value {
        base * Value(style.pointSize(at: box.size) / style.pointSize(at: .large))
    }
}

extension ScaledMetric: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        box.size = context.environment.dynamicTypeSize
    }
}
