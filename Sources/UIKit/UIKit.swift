// `import UIKit` on Linux: the UIKit stand-ins (UIColor with the system colours, UIFont,
// UIImage, UIScreen, UIDevice, UITraitCollection, UIView, UIViewController,
// UIHostingController, UIBezierPath), Flipbook (the CoreGraphics-like types UIKit brings on
// iOS: CGImage, CGPath, CGRect…) and swift-snapshot-testing's image strategies whose format is
// `UIImage`, so that view files and snapshot helpers written for iOS build unchanged. Taken
// through a Linux-only dependency, as `SwiftUI`:
//
//     .product(name: "UIKit", package: "Flipbook", condition: .when(platforms: [.linux]))
//
// On Apple platforms the condition leaves Apple's UIKit in place. Why the target depends on
// what it depends on (build order): Package.swift and Docs/ci-golden-images.md.
@_exported import Flipbook
@_exported import FlipbookSnapshotTesting
@_exported import FlipbookUIKit
@_exported import Foundation
