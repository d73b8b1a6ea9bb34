import Flipbook
import FlipbookCore
import Foundation

extension UIImage {
    /// The image set `name` of a bundle's asset catalogue, as UIKit's
    /// `UIImage(named:in:compatibleWith:)` — what SwiftGen's and R.swift's generated accessors
    /// call: the file for the traits' display scale (the screen's, 3, when they name none),
    /// picked as iOS picks it, at that file's scale. Then, as on iOS, a PNG file of that name
    /// in the bundle's resources. `nil` when neither exists, and for vector-only sets (SVG,
    /// PDF), which Flipbook draws through SwiftUI's `Image(name, bundle:)` but not as a bitmap:
    /// use the `Image` (SwiftGen's `swiftUIImage`) for those.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        if let set = AssetCatalog.catalogs(for: bundle).lazy.compactMap({ $0.images[name] }).first {
            guard let file = set.file(for: scale), !VectorImage.isVectorFile(file.path),
                  let data = FileManager.default.contents(atPath: file.path) else { return nil }
            self.init(data: data, scale: CGFloat(file.scale))
            return
        }
        let b = bundle ?? .main
        guard let path = b.path(forResource: name, ofType: "png") ?? b.path(forResource: name, ofType: nil),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: 1)
    }
}
