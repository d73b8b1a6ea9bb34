import Foundation

/// `inspector(isPresented:content:)` (iOS 17): on compact width (an iPhone) a sheet, as iOS
/// presents it; on regular width a trailing column beside the content, 320 pt wide unless
/// `inspectorColumnWidth` says otherwise (chosen from iPadOS screenshots), split from it by a
/// hairline, its content on the system background.
struct InspectorModifier<Inspector: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let inspector: Inspector?

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        guard let inspector else { return content(context) }
        if context.environment.horizontalSizeClass != .regular {
            return PresentationModifier(sheet: inspector, fullScreen: false).resolve(content, context)
        }
        let main = resolveSingleNode(content(context), context)
        let column = resolveSingle(of: inspector.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(light: .white, dark: .black)), context.child(.explicit("inspector")))
        let width = column.columnWidthPreference?.resolved ?? NavigationSplitMetrics.columnWidth
        let separator = resolveSingle(of: Rectangle().fill(NavigationBarMetrics.separator), context.child(.explicit("inspector.separator")))
        return [ViewNode(identity: context.identity, behavior: InspectorBehavior(width: width),
                         children: [main, column, separator], environment: context.environment)]
    }
}

/// The content, then the inspector column at the trailing edge with its hairline.
struct InspectorBehavior: NodeBehavior {
    let width: CGFloat
    var debugName: String { "Inspector" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let w = min(width, frame.width)
        let main = CGRect(x: frame.minX, y: frame.minY, width: frame.width - w, height: frame.height)
        let s = node.children[0].sizeThatFits(ProposedViewSize(main.size))
        node.children[0].place(in: CGRect(x: main.midX - s.width / 2, y: main.midY - s.height / 2, width: s.width, height: s.height))
        node.children[1].place(in: CGRect(x: main.maxX, y: frame.minY, width: w, height: frame.height))
        let hairline = 1 / max(1, node.environment.displayScale)
        node.children[2].place(in: CGRect(x: main.maxX, y: frame.minY, width: hairline, height: frame.height))
    }
}

extension View {
    /// Shows `content` as an inspector while `isPresented` is true: a sheet on iPhone, a
    /// trailing column on a wide screen.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(inspector: isPresented.wrappedValue ? content() : nil))
    }

    /// The inspector column's width (on a wide screen; on iPhone the inspector is a sheet).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationPreferenceModifier(preference: .columnWidth(NavigationColumnWidth(min: nil, ideal: width, max: nil))))
    }

    /// The inspector column's width: its ideal within `min`…`max`.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationPreferenceModifier(preference: .columnWidth(NavigationColumnWidth(min: min, ideal: ideal, max: max))))
    }
}
