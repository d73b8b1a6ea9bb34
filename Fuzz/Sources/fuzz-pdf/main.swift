import Flipbook
import Foundation
import FuzzDriver
import Glibc

/// One libFuzzer input: the bytes of an image set's PDF file ("Preserve Vector Data"), read by
/// AssetCatalogCheck through the same reader `Image(_:bundle:)` draws with (object scanner,
/// object streams, FlateDecode, the content interpreter). It must return a report (never trap,
/// hang, inflate past its limits or read outside the file) that names the one image set written.
let root = "/tmp/flipbook-fuzz-pdf-\(getpid())"
let imageSet = root + "/Fuzz.xcassets/Icon.imageset"

func fuzzPDF(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    return MainActor.assumeIsolated { check(bytes) }
}

@MainActor func check(_ bytes: Data) -> CInt {
    let fm = FileManager.default
    if !fm.fileExists(atPath: imageSet + "/Contents.json") {
        try? fm.createDirectory(atPath: imageSet, withIntermediateDirectories: true)
        fm.createFile(atPath: imageSet + "/Contents.json", contents: Data(#"{"images":[{"filename":"icon.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#.utf8))
    }
    fm.createFile(atPath: imageSet + "/icon.pdf", contents: bytes)
    let report = AssetCatalogCheck.check(catalogsUnder: root)
    precondition(report.imageNames == ["Icon"], "the one image set written")
    return 0
}

exit(runLibFuzzer { fuzzPDF($0, $1) })
