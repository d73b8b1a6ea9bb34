/// A view that draws a shape, and on which more fills and strokes can be layered, as
/// SwiftUI's `ShapeView` (iOS 17): `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`
/// draws the fill, then the stroke over it.
@MainActor public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape this view draws.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// Fills the shape over this view (the new fill is drawn above what is already there).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, isAntialiased: true, background: self)
    }
    /// Strokes the shape's outline over this view.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes the shape's outline over this view with lines `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes inside the shape's bounds over this view.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// Strokes inside the shape's bounds over this view with lines `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled with a style over a background view, as SwiftUI's `FillShapeView`.
/// Antialiasing is always on in Flipbook (`isAntialiased` is kept for code that reads it).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var isAntialiased: Bool
    /// What is drawn beneath the fill.
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
        self.isAntialiased = isAntialiased; self.background = background
    }

    public var body: some View { shape.fill(style, style: fillStyle).background(background) }
}

/// A shape's outline stroked over a background view, as SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    /// What is drawn beneath the stroke.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased; self.background = background
    }

    public var body: some View { shape.stroke(style, style: strokeStyle).background(background) }
}

/// A shape's outline stroked inside its bounds over a background view, as SwiftUI's
/// `StrokeBorderShapeView`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    /// What is drawn beneath the stroke.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased; self.background = background
    }

    public var body: some View { shape.strokeBorder(style, style: strokeStyle).background(background) }
}

/// What a shape is for, as SwiftUI's `ShapeRole`: it chooses how a shape style resolves
/// for platforms that treat fills, strokes and separators differently (visionOS). On iOS
/// every role draws the same: a value with no pixels of its own.
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

extension Shape {
    /// The shape's role (``ShapeRole/fill`` unless a shape says otherwise).
    public static var role: ShapeRole { .fill }
}

extension ButtonBorderShape: InsettableShape {
    /// The outline as a shape (regular control size's 8-pt corners for `.automatic` and
    /// `.roundedRectangle`, as bordered buttons draw them).
    public func path(in rect: CGRect) -> Path {
        ButtonBorderOutline(shape: self, automaticRadius: BorderedButtonMetrics(.regular).cornerRadius).path(in: rect)
    }
    public func inset(by amount: CGFloat) -> some InsettableShape {
        ButtonBorderInset(shape: self, amount: amount)
    }
}

/// A ``ButtonBorderShape`` inset: the outline of the smaller rectangle, its corner radius
/// reduced by the inset.
struct ButtonBorderInset: InsettableShape {
    let shape: ButtonBorderShape
    let amount: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: amount, dy: amount)
        guard r.width > 0, r.height > 0 else { return Path() }
        switch shape.kind {
        case .automatic, .roundedRectangle:
            let radius: CGFloat
            if case .roundedRectangle(let given?) = shape.kind { radius = given } else { radius = BorderedButtonMetrics(.regular).cornerRadius }
            return RoundedRectangle(cornerRadius: max(0, radius - amount), style: .continuous).path(in: r)
        case .capsule, .circle:
            return shape.path(in: r)
        }
    }
    func inset(by more: CGFloat) -> ButtonBorderInset { ButtonBorderInset(shape: shape, amount: amount + more) }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape bordered buttons draw (``ButtonBorderShape/automatic``).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
