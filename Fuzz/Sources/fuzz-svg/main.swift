import Flipbook
import Foundation
import FuzzDriver
import Glibc

/// One libFuzzer input: the bytes of an image set's SVG file ("Preserve Vector Data"), read by
/// AssetCatalogCheck through the same reader `Image(_:bundle:)` draws with (XML scanner, path
/// data, transforms, colours). It must return a report (never trap, hang, expand an entity or
/// follow a reference) that names the one image set written.
let root = "/tmp/flipbook-fuzz-svg-\(getpid())"
let imageSet = root + "/Fuzz.xcassets/Icon.imageset"

func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    return MainActor.assumeIsolated { check(bytes) }
}

@MainActor func check(_ bytes: Data) -> CInt {
    let fm = FileManager.default
    if !fm.fileExists(atPath: imageSet + "/Contents.json") {
        try? fm.createDirectory(atPath: imageSet, withIntermediateDirectories: true)
        fm.createFile(atPath: imageSet + "/Contents.json", contents: Data(#"{"images":[{"filename":"icon.svg","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#.utf8))
    }
    fm.createFile(atPath: imageSet + "/icon.svg", contents: bytes)
    let report = AssetCatalogCheck.check(catalogsUnder: root)
    precondition(report.imageNames == ["Icon"], "the one image set written")
    return 0
}

exit(runLibFuzzer { fuzzSVG($0, $1) })
