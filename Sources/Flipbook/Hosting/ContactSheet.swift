import FlipbookRaster

extension RenderedFrames {
    /// All frames side by side in rows, each labelled with its number and time, drawn as a
    /// Flipbook view: frames at their own pixels (`scale` pixels per point), labels in the
    /// system font. `columns` defaults to about a square sheet, at most 10 wide.
    /// `frameNumbers`: the number in the whole sequence of each frame given, when the frames
    /// are a sample of it (labels show those numbers and their times).
    @MainActor
    public func contactSheet(scale: CGFloat, columns: Int? = nil, frameNumbers: [Int]? = nil) -> PixelBuffer {
        let count = frames.count
        guard count > 0 else { return PixelBuffer(width: 1, height: 1) }
        let cols = max(1, min(columns ?? min(10, Int(Double(count).squareRoot().rounded(.up))), count))
        let rows = (count + cols - 1) / cols
        // Every cell as wide as a frame or its label, so the columns line up.
        let cellWidth = max(CGFloat(frames[0].width) / scale, 64)
        let cells: [[Int]] = (0..<rows).map { r in Array((r * cols)..<min(count, (r + 1) * cols)) }
        let sheet = VStack(alignment: .leading, spacing: 8) {
            ForEach(cells.indices, id: \.self) { r in
                HStack(alignment: .top, spacing: 8) {
                    ForEach(cells[r], id: \.self) { i in
                        VStack(spacing: 3) {
                            Image(pixels: frames[i], scale: scale)
                                .overlay(Rectangle().stroke(Color(white: 0.82), lineWidth: 1 / scale))
                            Text(Self.label(index: frameNumbers?[i] ?? i, time: time(ofFrame: frameNumbers?[i] ?? i)))
                                .font(.system(size: 9))
                                .lineLimit(1)
                                // The cell's full width, so every frame sits at the same place in
                                // its cell whatever its label's width; the label centred under it.
                                .frame(width: cellWidth)
                                .foregroundColor(Color(white: 0.25))
                        }
                        .frame(width: cellWidth)
                    }
                }
            }
        }
        .padding(8)
        let renderer = ImageRenderer(content: sheet)
        renderer.scale = scale
        renderer.background = Color.white
        return renderer.pixelBuffer
    }

    /// "#12  0.400 s": the frame's number and time, to the millisecond.
    static func label(index: Int, time: Double) -> String {
        let ms = Int((time * 1000).rounded())
        let frac = String(ms % 1000)
        return "#\(index)  \(ms / 1000).\(String(repeating: "0", count: 3 - frac.count) + frac) s"
    }
}
