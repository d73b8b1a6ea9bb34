/// The node of a control that reacts to a tap on its own (a button under a `ButtonStyle` or a
/// built-in style, a built-in switch): hit testing finds it, a host's tap runs ``action``
/// and a held press shows through `isPressed`. Layout and drawing are its child's.
struct ControlBehavior: NodeBehavior {
    enum Kind { case button, toggle }
    let kind: Kind
    let action: () -> Void
    /// A toggle's state, for its accessibility value.
    var isOn: Bool? = nil
    var debugName: String { kind == .button ? "Button" : "Toggle" }
}
