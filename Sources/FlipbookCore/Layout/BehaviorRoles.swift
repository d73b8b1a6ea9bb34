import Foundation

// Roles by which the engine recognises a few of the catalogue's nodes without knowing their
// types: the catalogue's behaviours adopt them (the engine never imports the catalogue).

/// A node stacks treat as a spacer (`Spacer`): flexible along the stack's axis only, at
/// least `minLength` long, and asking for no spacing next to it.
package protocol StackSpacerBehavior: NodeBehavior {
    var minLength: CGFloat { get }
}

/// A node that shifts its content by `offset` (`.offset(x:y:)`): layout animation moves the
/// content, not the wrapper, so the offset is added to the animated position.
package protocol OffsettingBehavior: NodeBehavior {
    var offset: CGSize { get }
}
