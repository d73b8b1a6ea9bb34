// Values SwiftUI lets any context make (its Color, Text, Image, gradients and shapes are
// nonisolated, Sendable values): models, themes and helpers build them off the main actor.
import Flipbook

public struct Theme: Sendable {
    public var accent: Color = .blue
    public var title: Font = .headline
    public var tilt: Angle = .degrees(3)
    public var fade = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    public var badge = Circle()
    public init() {}
}

public let sharedTheme = Theme()

nonisolated public func caption(_ s: String) -> Text { Text(s).bold() }
nonisolated public func icon(_ name: String) -> Image { Image(systemName: name) }
nonisolated public func pill() -> RoundedRectangle { RoundedRectangle(cornerRadius: 8, style: .continuous) }
