import Flipbook
import Foundation
import FuzzDriver
import Glibc

/// One libFuzzer input: the Contents.json files of an asset catalogue, split at NUL bytes — a
/// colour set, an image set and the namespace group holding them — read as `Color(_:bundle:)`
/// and `Image(_:bundle:)` read a package's `.xcassets`. The check must return a report (never
/// trap or hang) whose names are the sets that read.
let root = "/tmp/flipbook-fuzz-assets-\(getpid())"
let group = root + "/Fuzz.xcassets/Group"
let colorSet = group + "/Tint.colorset", imageSet = group + "/Icon.imageset"

func fuzzAssets(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    // libFuzzer calls this on the main thread.
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    return MainActor.assumeIsolated { check(bytes) }
}

@MainActor func check(_ bytes: [UInt8]) -> CInt {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Data($0) }
    let fm = FileManager.default
    try? fm.createDirectory(atPath: colorSet, withIntermediateDirectories: true)
    try? fm.createDirectory(atPath: imageSet, withIntermediateDirectories: true)
    // A real PNG for image sets that name icon.png; other names are missing files.
    if !fm.fileExists(atPath: imageSet + "/icon.png") {
        fm.createFile(atPath: imageSet + "/icon.png", contents: Data(try! ImageRenderer(content: Color.red.frame(width: 1, height: 1)).pngData()))
    }
    for (i, path) in [colorSet, imageSet, group].enumerated() {
        let file = path + "/Contents.json"
        if i < parts.count { fm.createFile(atPath: file, contents: parts[i]) } else { try? fm.removeItem(atPath: file) }
    }
    let report = AssetCatalogCheck.check(catalogsUnder: root, maximumImagePixels: 1 << 16)
    precondition(report.colorNames.count <= 1 && report.imageNames.count <= 1, "one colour set and one image set were written")
    return 0
}

exit(runLibFuzzer { fuzzAssets($0, $1) })
