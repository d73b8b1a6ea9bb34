// swift-tools-version: 6.1
// Flipbook renders SwiftUI-style views to PNG on Linux with its own rasteriser.
// Layers call downward only: Flipbook (the catalogue) → FlipbookCore (the engine: resolve,
// layout, display list) → FlipbookRaster / FlipbookText → pixels, and FlipbookPNG for files.
// See Docs/architecture.md.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        // scene.json decoding and rendering as a library; the fuzz targets in Fuzz/ use it.
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        // The image comparison behind `render diff` (exact, precision, CIE ΔE, anti-aliasing),
        // for CI tools of one's own; the fuzz targets in Fuzz/ use it.
        .library(name: "FlipbookDiff", targets: ["FlipbookDiff"]),
        // `assertSnapshot(of: view, as: .image)` through swift-snapshot-testing; only those who
        // use this product build that package.
        .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
        // Stand-ins for the UIKit types SwiftUI code and snapshot helpers use (UIColor,
        // UIImage, UIHostingController, UIScreen, UIDevice, UITraitCollection).
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        // A module named `SwiftUI` for Linux only: Flipbook, the UIKit stand-ins and the
        // swift-snapshot-testing strategies, so that code and tests written for iOS build
        // unchanged. Take it with `condition: .when(platforms: [.linux])` (Docs/ci-golden-images.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Lets `@MainActor final class …: XCTestCase` run on Linux: one file in the test target
        // holding `@_exported import FlipbookXCTestSupport` (see its source for why).
        .library(name: "FlipbookXCTestSupport", targets: ["FlipbookXCTestSupport"]),
        // A module named `Combine` for Linux only (OpenCombine), as `SwiftUI` above.
        .library(name: "Combine", targets: ["Combine"]),
        // Animated GIFs of frame sequences. Links libimagequant (GPL-3.0+): opt in knowingly.
        .library(name: "FlipbookGIF", targets: ["FlipbookGIF"]),
        .executable(name: "render", targets: ["render"]),
        // `swift package flipbook-bootstrap`: the system packages, installed from a dependent.
        .plugin(name: "FlipbookBootstrap", targets: ["FlipbookBootstrap"]),
        // A module named `UIKit` for Linux only (the UIKit stand-ins, Flipbook, the snapshot
        // strategies), taken with `condition: .when(platforms: [.linux])` as `SwiftUI` above.
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    // `#Preview` and `@Entry` are macros, and macros need swift-syntax: about 128 CPU-seconds
    // of clean debug build (measured, README "Previews"), paid by every user of the package.
    // So they are opt-in: `.package(url: …, traits: ["Macros"])`, or `swift build --traits
    // Macros` here. PreviewProvider, Previews.all(in:) and EnvironmentKey work without it.
    traits: [
        .trait(name: "Macros", description: "The #Preview and @Entry macros (builds swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Already in the graph through swift-snapshot-testing (InlineSnapshotTesting); named here
        // only so that, with the Macros trait, the Linux `SwiftUI` module is built after it.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
        // Combine's API on Linux (Just, AnyPublisher, subjects, @Published, sink…), re-exported
        // by Flipbook so that SwiftUI code using Combine compiles with `import Flipbook`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `assertMacro` for MacroTestingSuiteTests (Macros trait only; resolved, built only there).
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    ],
    targets: [
        // System libraries, found through pkg-config; scripts/bootstrap installs them.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "pkg-config"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "pkg-config"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "pkg-config"])]
        ),
        // A palette quantiser for animated GIFs (render --gif). libimagequant is GPL-3.0+, so
        // only the opt-in FlipbookGIF product and the render tool link it, never the libraries
        // every user's test target depends on.
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev", "pkg-config"])]
        ),
        // zlib's deflate and crc32: FlipbookPNG writes its own PNG container for exact
        // control of compression level and scanline filter.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev", "pkg-config"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev", "pkg-config"])]
        ),

        // The per-pixel kernels of FlipbookRaster and FlipbookPNG in C (blur rows, source-over,
        // PNG filtering): a debug build compiles C at -O0, a few times slower than -O2, where
        // Swift at -Onone is fifty. AVX2 variants are chosen at run time (each function carries
        // its own target attribute: no compiler flags).
        .target(name: "CFlipbookKernels"),
        // The real stack pointer (for the resolver's stack budget), which Swift cannot read.
        .target(name: "CFlipbookStack"),
        // The one pixel type (premultiplied RGBA8, `PixelBuffer`), below the raster layer and
        // PNG alike: both re-export it, so pixels pass between them without conversion.
        .target(name: "FlipbookPixels"),
        // The pixel engine: geometry, paths, coverage, paints, blending, layers, effects.
        .target(name: "FlipbookRaster", dependencies: ["FlipbookPixels", "CFlipbookKernels"]),
        // PNG and APNG encoding/decoding through libpng.
        .target(name: "FlipbookPNG", dependencies: ["FlipbookPixels", "CPNG", "CZlib", "CDeflate", "CFlipbookKernels"]),
        // Fonts, glyphs, text layout and symbol names, through FreeType.
        .target(name: "FlipbookText", dependencies: ["CFreeType", "CHarfBuzz", "FlipbookRaster"]),
        // The engine: the view and modifier protocols, resolve, state, environment, layout,
        // animation, preferences, paint, display list and rendering. It knows no control,
        // shape or container; it offers the catalogue a `package` API (ViewNode, NodeBehavior,
        // ResolveContext, DisplayListBuilder…). See Docs/architecture.md.
        .target(name: "FlipbookCore", dependencies: [
            "FlipbookRaster", "FlipbookText", "FlipbookPNG", "FlipbookCombineSupport", "CFlipbookStack",
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // The catalogue users import: views, shapes, modifiers, controls beside their styles,
        // containers, lists, navigation, presentation, previews. Re-exports FlipbookCore.
        .target(name: "Flipbook", dependencies: [
            "FlipbookCore", "FlipbookPixels", "FlipbookRaster", "FlipbookText", "FlipbookPNG",
            .target(name: "FlipbookMacros", condition: .when(traits: ["Macros"])),
        ]),
        // OpenCombine's own `objectWillChange` reached from outside Flipbook, whose better
        // default shadows it (see Sources/FlipbookCore/State/ObservableObject.swift).
        .target(name: "FlipbookCombineSupport", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // `#Preview` and `@Entry` (the `Macros` trait only).
        .macro(name: "FlipbookMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // scene.json → Flipbook views.
        .target(name: "FlipbookScene", dependencies: ["Flipbook", "FlipbookPNG"]),
        // Animated GIFs through libimagequant (kept apart for its licence, see CImageQuant).
        .target(name: "FlipbookGIF", dependencies: ["CImageQuant", "Flipbook", "FlipbookPNG"]),
        // Image comparison (exact, precision, CIE ΔE, anti-aliasing) and diff pictures: the one
        // diff engine, used by FlipbookTesting and by `render diff`/`render verify`.
        .target(name: "FlipbookDiff", dependencies: ["FlipbookPNG"]),
        // Snapshot assertions for XCTest and Swift Testing.
        .target(name: "FlipbookTesting", dependencies: ["Flipbook", "FlipbookPNG", "FlipbookText", "FlipbookDiff", "FlipbookSnapshotCore"]),
        // How a snapshot still is rendered (layout, device, scale, provenance), shared by
        // FlipbookTesting and FlipbookSnapshotTesting. Its own module so that
        // FlipbookSnapshotTesting (hence Linux `import SwiftUI`) does not bring FlipbookTesting's
        // `.snapshots(record:)` trait into test files, where it would win over
        // swift-snapshot-testing's `.snapshots(record:diffTool:)` and be ignored by its assertions.
        .target(name: "FlipbookSnapshotCore", dependencies: ["Flipbook", "FlipbookPNG"]),
        // A swift-snapshot-testing strategy for Flipbook views, with stand-ins for the UIKit
        // types its SwiftUI strategy takes (ViewImageConfig, UITraitCollection).
        .target(name: "FlipbookSnapshotTesting", dependencies: [
            "Flipbook", "FlipbookDiff", "FlipbookPNG", "FlipbookSnapshotCore", "FlipbookUIKit",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // UIKit's types as SwiftUI code and snapshot helpers use them, drawn by Flipbook.
        .target(name: "FlipbookUIKit", dependencies: ["Flipbook", "FlipbookPNG", "FlipbookRaster"]),
        // `import SwiftUI` on Linux. Packages that test `#if canImport(SwiftUI)` must be built
        // before it, or they find this module in the shared build folder, take it for Apple's and
        // fail with "missing required module 'COpenCombineHelpers'" (the C modules behind
        // Flipbook are only on the search path of its dependents): swift-snapshot-testing
        // (through FlipbookSnapshotTesting) and, with the Macros trait (whose test target uses
        // InlineSnapshotTesting), swift-custom-dump's SwiftUI conformances.
        // Depending on them orders the build (Docs/ci-golden-images.md, "Inline snapshots").
        .target(name: "SwiftUI", dependencies: [
            "Flipbook", "FlipbookUIKit", "FlipbookSnapshotTesting",
            .product(name: "CustomDump", package: "swift-custom-dump", condition: .when(traits: ["Macros"])),
        ]),
        // `testCase(_:)` overloads for SwiftPM's generated XCTest discovery. Swift 5 mode on
        // purpose: in Swift 6 mode a `@MainActor () -> Void` parameter is implicitly
        // `@Sendable`, no longer the generated array's exact type, and the runtime cast the
        // overloads exist to avoid comes back.
        .target(name: "FlipbookXCTestSupport", swiftSettings: [.swiftLanguageMode(.v5)]),
        // `import Combine` on Linux (OpenCombine, which is built before it: OpenCombine's own
        // `#if canImport(Combine)` must not find this module).
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // `render scene.json -o out/`.
        .executableTarget(
            name: "render",
            dependencies: [
                "FlipbookScene", "Flipbook", "FlipbookPNG", "FlipbookDiff", "FlipbookGIF",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs scripts/bootstrap from whichever package depends on Flipbook (README "Installation").
        .plugin(name: "FlipbookBootstrap",
                capability: .command(intent: .custom(verb: "flipbook-bootstrap",
                                                     description: "Install the Debian packages Flipbook's system libraries need"))),
        // Release-mode benchmarks: `swift run -c release flipbook-bench`.
        .executableTarget(
            name: "flipbook-bench",
            dependencies: ["FlipbookRaster", "FlipbookPNG", "FlipbookText", "Flipbook", "FlipbookScene"]
        ),

        .testTarget(name: "FlipbookRasterTests", dependencies: ["FlipbookRaster", "FlipbookPNG", "FlipbookTesting", "FlipbookDiff"], exclude: ["Reference"]),
        .testTarget(name: "FlipbookPNGTests", dependencies: ["FlipbookPNG"]),
        .testTarget(name: "FlipbookGIFTests", dependencies: ["FlipbookGIF", "FlipbookPNG"]),
        .testTarget(name: "FlipbookTextTests", dependencies: ["FlipbookText", "FlipbookRaster", "FlipbookPNG"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookCore", "FlipbookPNG", "FlipbookTesting", "FlipbookDiff"],
                    resources: [.process("Assets.xcassets")]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene", "Flipbook", "FlipbookCore"]),
        .testTarget(name: "FlipbookDiffTests", dependencies: ["FlipbookDiff", "FlipbookPNG"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Flipbook", "FlipbookDiff", "FlipbookPNG", "FlipbookText"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "FlipbookSnapshotTestingTests", dependencies: [
            "FlipbookSnapshotTesting", "Flipbook", "FlipbookPNG", "FlipbookDiff",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Issue 24's fixture: tests written for iOS (`import SwiftUI`, UIHostingController,
        // UIScreen.main.scale), built unchanged against the Linux `SwiftUI` module.
        .testTarget(name: "SwiftUISuiteTests", dependencies: [
            .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            .target(name: "FlipbookXCTestSupport", condition: .when(platforms: [.linux])),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Issue 24 item 9: InlineSnapshotTesting (snapshots written into the test file, which it
        // parses with swift-syntax) beside the Linux `SwiftUI` module. Macros trait only.
        .testTarget(name: "InlineSnapshotSuiteTests", dependencies: [
            .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            .target(name: "FlipbookXCTestSupport", condition: .when(platforms: [.linux])),
            .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Macros"])),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "RenderTests", dependencies: ["render", "FlipbookPNG"]),
        // The seed documents' SwiftUI code, pasted with `import Flipbook`: it must compile (in
        // Swift 6 mode, as SwiftUI code written for Xcode 16 does) and render. Edits are listed
        // at the top of each file.
        .testTarget(name: "SeedConformanceTests", dependencies: ["Flipbook", "FlipbookPNG", "FlipbookRaster", "FlipbookTesting"]),
        // Issue 11's fixture: user code written for SwiftUI in Swift 6 mode (a main-actor
        // model in @StateObject, custom styles, a GeometryEffect writing a binding through
        // DispatchQueue.main.async), a command-line probe without a run loop, and tests that
        // render them from @MainActor Swift Testing and XCTest.
        .target(name: "Swift6Fixture", dependencies: ["Flipbook"], path: "Tests/Swift6Fixture"),
        .executableTarget(name: "Swift6FixtureProbe", dependencies: ["Swift6Fixture", "Flipbook"], path: "Tests/Swift6FixtureProbe"),
        .testTarget(name: "Swift6FixtureTests", dependencies: ["Swift6Fixture", "Swift6FixtureProbe", "Flipbook", "FlipbookCore"]),
        // Previews and environment values written as Apple's documentation shows them
        // (PreviewProvider; #Preview and @Entry with the Macros trait), found and rendered
        // by name in PreviewTests.
        .target(name: "PreviewFixture", dependencies: ["Flipbook"], path: "Tests/PreviewFixture"),
        .testTarget(name: "PreviewTests", dependencies: ["PreviewFixture", "Flipbook", "FlipbookTesting", "FlipbookPNG"],
                    exclude: ["__Snapshots__"]),
        // Every SwiftUI symbol that Docs/swiftui-coverage.md marks drawn or accepted, used as
        // Apple's documentation writes it (generated by scripts/swiftui-coverage): the table
        // cannot claim what does not compile. CoverageTests keeps list and fixture in step.
        .target(name: "CoverageFixture", dependencies: ["Flipbook"], path: "Tests/CoverageFixture"),
        .testTarget(name: "CoverageTests", dependencies: ["CoverageFixture"]),
        // `import UIKit` on Linux. Like `SwiftUI`, it must be built after every package that
        // tests `#if canImport(UIKit)` (swift-snapshot-testing's AssertSnapshot.swift; with the
        // Macros trait swift-custom-dump's UIKit conformances), or they take it for Apple's and
        // fail with "missing required module 'COpenCombineHelpers'": same dependencies, same order.
        // `_Testing_UIKit`: Swift Testing's cross-import overlay, which the compiler loads into every
        // file importing both Testing and UIKit; Linux toolchains name it but do not ship it.
        .target(name: "UIKit", dependencies: [
            "Flipbook", "FlipbookUIKit", "FlipbookSnapshotTesting", "_Testing_UIKit",
            .product(name: "CustomDump", package: "swift-custom-dump", condition: .when(traits: ["Macros"])),
        ]),
        .target(name: "_Testing_UIKit"),
        // Issue 24 item 11: view code and snapshot helpers that `import UIKit`, built unchanged.
        .testTarget(name: "UIKitSuiteTests", dependencies: [
            .target(name: "UIKit", condition: .when(platforms: [.linux])),
            .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Issue 24 item 9: swift-macro-testing's `assertMacro` on Flipbook's own macros, the
        // expansions recorded inline as a macro package's tests keep them. Macros trait only.
        .testTarget(name: "MacroTestingSuiteTests", dependencies: [
            .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            .target(name: "FlipbookMacros", condition: .when(traits: ["Macros"])),
            .product(name: "MacroTesting", package: "swift-macro-testing", condition: .when(traits: ["Macros"])),
        ]),
    ]
)
