// `import SwiftUI` on Linux: Flipbook's SwiftUI-style API, the UIKit stand-ins SwiftUI code
// reaches through it on iOS (UIColor, UIImage, UIHostingController, UIScreen, UIDevice), and
// swift-snapshot-testing's image strategies for views and view controllers. Meant for building
// code and tests written for iOS unchanged, through a Linux-only dependency:
//
//     .product(name: "SwiftUI", package: "Flipbook", condition: .when(platforms: [.linux]))
//
// On Apple platforms the condition leaves Apple's SwiftUI in place.
@_exported import Flipbook
@_exported import FlipbookSnapshotTesting
@_exported import FlipbookUIKit
