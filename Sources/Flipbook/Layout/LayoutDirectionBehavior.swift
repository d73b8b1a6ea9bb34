/// Whether a view mirrors in right-to-left layouts, as SwiftUI's `LayoutDirectionBehavior`;
/// set it with ``View/layoutDirectionBehavior(_:)``.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrors in right-to-left layouts.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension View {
    /// Mirrors the view horizontally when the environment's layout direction is the one
    /// `behavior` names (`.mirrors`: right-to-left), as SwiftUI does for shapes and images
    /// drawn for left-to-right; `.fixed` never mirrors.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionMirror(behavior: behavior))
    }
}

private struct LayoutDirectionMirror: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        let mirrored: Bool = switch behavior {
        case .fixed: false
        case .mirrors(let when): direction == when
        }
        content.scaleEffect(x: mirrored ? -1 : 1, y: 1)
    }
}
