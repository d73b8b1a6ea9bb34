import Flipbook
import FlipbookPNG

extension RenderedFrames {
    /// The frames as an animated GIF that loops forever: one palette of up to 256 colours
    /// for all frames, chosen by libimagequant; less-than-half-opaque pixels transparent.
    public func gifData() throws -> [UInt8] {
        guard let first = frames.first else { throw PNGError.noFrames }
        return try GIFWriter.encode(frames: frames.map(\.bytes), width: first.width, height: first.height, fps: fps)
    }
}
