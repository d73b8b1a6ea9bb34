/// Places a child at its size for `proposal`, aligned in `frame` by `alignment`'s guides.
@MainActor
package func alignChild(_ child: ViewNode, proposal: ProposedViewSize, in frame: CGRect, alignment: Alignment) {
    let s = child.sizeThatFits(proposal)
    let frameSize = frame.size
    let x = frame.minX + alignment.horizontal.defaultValue(frameSize) - child.dimension(s, horizontal: alignment.horizontal)
    let y = frame.minY + alignment.vertical.defaultValue(frameSize) - child.dimension(s, vertical: alignment.vertical)
    child.place(in: CGRect(x: x, y: y, width: s.width, height: s.height))
}
