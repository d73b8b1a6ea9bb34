import Foundation
import FlipbookPNG
import FlipbookRaster

/// The state of an ``AsyncImage``'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (the snapshot before the network answers).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? { if case .success(let i) = self { return i } else { return nil } }
    /// The load's error, if any.
    public var error: (any Error)? { if case .failure(let e) = self { return e } else { return nil } }
}

/// Where ``AsyncImage`` gets the bytes of a URL that is not a file: a test injects one with
/// `.asyncImageLoader(_:)` (or in ``EnvironmentValues/asyncImageLoader``). The closure
/// returns PNG bytes, `nil` for "not answered yet" (the placeholder), or throws (the failure
/// phase). Without a loader, non-file URLs stay in `.empty`: a render is a snapshot taken
/// before the network answers, and Flipbook never touches the network.
public struct AsyncImageLoader: Sendable {
    let load: @Sendable (URL) throws -> Data?
    /// A loader answering each URL with `load`'s bytes.
    public init(_ load: @escaping @Sendable (URL) throws -> Data?) { self.load = load }
}

private struct AsyncImageLoaderKey: EnvironmentKey { static var defaultValue: AsyncImageLoader? { nil } }

extension EnvironmentValues {
    /// The loader ``AsyncImage`` uses for URLs other than files (`nil`: none, the placeholder).
    public var asyncImageLoader: AsyncImageLoader? {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}

extension View {
    /// Makes ``AsyncImage``s in this view load non-file URLs with `loader` (Flipbook's
    /// injection point for tests; SwiftUI loads them with `URLSession.shared`).
    public func asyncImageLoader(_ loader: AsyncImageLoader?) -> some View { environment(\.asyncImageLoader, loader) }
}

/// Why an ``AsyncImage`` load failed.
public struct AsyncImageError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// `file:` URLs load at once through the same safe PNG reading as `Image(contentsOfFile:)`
/// (a missing or bad file is the `.failure` phase); other URLs go through the environment's
/// ``AsyncImageLoader`` and, without one, stay `.empty` — the render shows the placeholder,
/// as a snapshot taken before the network answers. The default placeholder fills the space
/// it is offered with iOS's `secondarySystemFill` grey (*unconfirmed*: Apple documents a
/// "standard placeholder that fills the available space").
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @Environment(\.asyncImageLoader) private var loader

    /// Loads `url` and draws `content(phase)`; `transaction` animates phase changes (none in a still).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = max(scale, 1e-6)
        self.transaction = transaction
        self.content = content
    }

    public var body: some View { content(phase) }

    private var phase: AsyncImagePhase {
        guard let url else { return .empty }
        let bytes: Data
        do {
            if url.isFileURL {
                bytes = try Data(contentsOf: url)
            } else if let loader, let data = try loader.load(url) {
                bytes = data
            } else {
                return .empty
            }
        } catch {
            return .failure(AsyncImageError(description: "AsyncImage(url: \(url)): \(error)"))
        }
        do {
            let png = try PNGCodec.decode([UInt8](bytes))
            return .success(Image(pixels: png, scale: scale))
        } catch {
            return .failure(AsyncImageError(description: "AsyncImage(url: \(url)): not a readable PNG (\(error)). Serve PNG bytes."))
        }
    }
}

/// The placeholder of the `AsyncImage(url:scale:)` form: iOS's `secondarySystemFill`.
public struct _AsyncImageDefaultPlaceholder: View {
    public var body: some View { FillShapeStyle.levels[1] }
}

extension AsyncImage {
    /// Loads `url` and shows it at its natural size (÷ `scale`), the grey placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, _AsyncImageDefaultPlaceholder> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image { image } else { _AsyncImageDefaultPlaceholder() }
        }
    }

    /// Loads `url`; shows `content(image)` once loaded, `placeholder()` until then (and on failure).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

}
