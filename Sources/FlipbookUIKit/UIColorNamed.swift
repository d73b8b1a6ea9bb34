import Flipbook
import FlipbookCore
import Foundation

extension UIColor {
    /// The colour set `name` of a bundle's asset catalogue, as UIKit's
    /// `UIColor(named:in:compatibleWith:)` — what SwiftGen's and R.swift's generated accessors
    /// call. `nil` when no catalogue of `bundle` (the main bundle and the resource bundles
    /// beside it when `nil`) has the set, as on iOS. The colour keeps its light and dark
    /// appearances and follows the colour scheme it is drawn in; with `traitCollection`, it is
    /// the appearance those traits name (light unless they say dark).
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard AssetCatalog.catalogs(for: bundle).contains(where: { $0.colors[name] != nil }) else { return nil }
        let color = Color(name, bundle: bundle)
        if let traitCollection, traitCollection.userInterfaceStyle != .unspecified {
            let scheme: ColorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
            let resolved = color.resolve(in: scheme)
            self.init(Color(resolved))
        } else {
            self.init(color)
        }
    }
}
