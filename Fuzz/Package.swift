// swift-tools-version: 6.0
// libFuzzer targets for Flipbook's untrusted inputs, kept out of the main package so no user
// builds or links them. Build and run with Fuzz/run (it passes -sanitize=fuzzer to every Swift
// target, the library's included, so libFuzzer sees coverage inside Flipbook, not only here).
// Each program's main.swift runs libFuzzer through LLVMFuzzerRunDriver (FuzzDriver).
import PackageDescription

let package = Package(
    name: "FlipbookFuzz",
    dependencies: [
        .package(name: "Flipbook", path: ".."),
    ],
    targets: [
        // Hands each program's one-input function to libFuzzer's driver.
        .target(name: "FuzzDriver"),
        // scene.json bytes → JSONParser → SceneDocument.decode → a small render.
        .executableTarget(name: "fuzz-scene", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
            .product(name: "FlipbookScene", package: "Flipbook"),
        ]),
        // PNG/APNG bytes → PNGCodec.decode, then an encode/decode round trip.
        .executableTarget(name: "fuzz-png", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
        ]),
        // scene.json bytes with a timeline → SceneRenderer.frameSequence → every frame's display
        // list (events: tap, press, release, set with animations) → the first and last frames drawn.
        .executableTarget(name: "fuzz-timeline", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
            .product(name: "FlipbookScene", package: "Flipbook"),
        ]),
        // What `render diff` reads: two PNGs, tolerances and a shard → decode, compare, the
        // difference picture, provenance text chunks and the JSON results.
        .executableTarget(name: "fuzz-diff", dependencies: [
            "FuzzDriver",
            .product(name: "FlipbookScene", package: "Flipbook"),
            .product(name: "FlipbookDiff", package: "Flipbook"),
        ]),
        // Asset catalogue JSON (a colour set, an image set, a namespace group) → AssetCatalogCheck,
        // the reader behind Color(_:bundle:) and Image(_:bundle:).
        .executableTarget(name: "fuzz-assets", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
        ]),
        // An image set's SVG file bytes → AssetCatalogCheck → the SVG reader Image(_:bundle:)
        // draws with: no trap, hang, entity expansion or reference followed.
        .executableTarget(name: "fuzz-svg", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
        ]),
        // An image set's PDF file bytes → AssetCatalogCheck → the PDF reader Image(_:bundle:)
        // draws with: no trap, hang, decompression bomb or reference outside the file.
        .executableTarget(name: "fuzz-pdf", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
        ]),
        // An image path inside a scene whose folder is a sandbox (a PNG, a FIFO, symlinks in,
        // out and to /dev/zero; a secret PNG beside it) → decode and render: never read outside.
        .executableTarget(name: "fuzz-image-path", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
            .product(name: "FlipbookScene", package: "Flipbook"),
        ]),
        // `render`'s command line: arguments split at NUL bytes → the render binary, as a child
        // (FLIPBOOK_RENDER): an exit status of 0, 1, 2 or 64 within 10 s, never a signal.
        .executableTarget(name: "fuzz-args", dependencies: ["FuzzDriver"]),
        // Font file bytes, given by path → FontFace, shaping, glyph rasterising.
        .executableTarget(name: "fuzz-font", dependencies: [
            "FuzzDriver",
            .product(name: "Flipbook", package: "Flipbook"),
        ]),
    ]
)
