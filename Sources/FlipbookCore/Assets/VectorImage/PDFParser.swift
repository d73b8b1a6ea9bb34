import FlipbookRaster

/// Reads the first page of a single-scale vector PDF — what Xcode keeps for an image set with
/// "Preserve Vector Data" — into a ``VectorImage``, drawn like an SVG set: paths mapped onto the
/// image's frame at the display's scale.
///
/// Read: the file's objects (``PDFDocument``: scanned, object streams, `FlateDecode` through
/// zlib), the page tree's first page (`CropBox` else `MediaBox`, `Rotate`, inherited
/// `Resources`), and its content stream: path construction (`m l c v y h re`), painting
/// (`f F f* S s B B* b b* n`), clipping (`W W*`), `q Q cm`, colours (`g G rg RG k K cs CS sc SC
/// scn SCN` in DeviceGray/RGB/CMYK, ICC-based and calibrated spaces by their component count),
/// line width, cap, join, miter limit and dash, `gs` (stroke/fill alpha and line parameters),
/// and form XObjects (`Do`).
///
/// Not drawn (reported by name, the rest still drawn): text, images (XObjects and inline),
/// shadings, patterns, soft masks, blend modes, separation/indexed colour. Nothing outside
/// the file is read. Sizes, object and operator counts, nesting and path points are bounded.
package enum PDFParser {
    /// The most content-stream operators executed (over the page and its forms).
    package static let maxOperators = 1_000_000
    /// The deepest `q` nesting and form-in-form nesting.
    package static let maxStateDepth = 256
    package static let maxFormDepth = 8

    package static func parse(_ bytes: [UInt8]) throws(VectorImageError) -> VectorImage {
        guard bytes.count <= VectorImage.maxFileBytes else {
            throw VectorImageError("the file holds \(bytes.count) bytes; at most \(VectorImage.maxFileBytes) are read")
        }
        var document = try PDFDocument(bytes)
        guard let page = firstPage(document) else { throw VectorImageError("the PDF has no page") }
        guard let box = pageBox(page.box, document), box.width > 0, box.height > 0 else {
            throw VectorImageError("the page has no usable MediaBox")
        }
        guard box.width <= VectorImage.maxSide, box.height <= VectorImage.maxSide else {
            throw VectorImageError("the page is \(box.width)×\(box.height) pt; at most \(VectorImage.maxSide) pt a side is drawn")
        }
        // PDF space is y-up from the box's corner; the drawing is y-down from its top-left,
        // then turned by the page's /Rotate (clockwise, in quarter turns).
        let flip = Transform2D(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        let quarter = ((page.rotate / 90) % 4 + 4) % 4
        let w = box.width, h = box.height
        let turn: Transform2D
        switch quarter {
        case 1: turn = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case 2: turn = Transform2D(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 3: turn = Transform2D(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        default: turn = .identity
        }
        var interpreter = PDFContentInterpreter(base: flip.concatenating(turn))
        if page.pageCount > 1 { interpreter.report("pages after the first (\(page.pageCount - 1))") }
        var content: [UInt8] = []
        let contents = document.resolve(page.dict["Contents"])
        for part in contents?.array ?? [contents ?? .null] {
            content += try document.decodedStream(part)
            content.append(10)
        }
        try interpreter.run(content, resources: document.dict(page.resources), document: &document, formDepth: 0)
        let size = quarter % 2 == 1 ? Size(width: h, height: w) : Size(width: w, height: h)
        return VectorImage(size: size, elements: interpreter.elements, notDrawn: interpreter.notDrawn)
    }

    struct Page {
        var dict: [String: PDFObject]
        var box: PDFObject?
        var resources: PDFObject?
        var rotate: Int
        var pageCount: Int
    }

    /// The first leaf of the page tree from the catalogue, with its inherited attributes; else
    /// the lowest-numbered `/Type /Page` object (a file without a usable catalogue).
    static func firstPage(_ document: PDFDocument) -> Page? {
        var count = 0
        if let catalog = document.dict(document.trailer["Root"]), let pages = document.dict(catalog["Pages"]) {
            count = Int(min(max(document.resolve(pages["Count"])?.number ?? 1, 1), 1e6))
            var node = pages
            var box = pages["CropBox"] ?? pages["MediaBox"], resources = pages["Resources"]
            var rotate = document.resolve(pages["Rotate"])?.number ?? 0
            for _ in 0..<32 {
                if let b = node["CropBox"] ?? node["MediaBox"] { box = b }
                if let r = node["Resources"] { resources = r }
                if let r = document.resolve(node["Rotate"])?.number { rotate = r }
                guard let kids = document.resolve(node["Kids"])?.array, node["Type"]?.name != "Page" else {
                    return Page(dict: node, box: box, resources: resources, rotate: Int(rotate.clamped(-3600, 3600)), pageCount: count)
                }
                guard let first = kids.lazy.compactMap({ document.dict($0) }).first else { break }
                node = first
            }
        }
        for (_, object) in document.objects.sorted(by: { $0.key < $1.key }) {
            if let dict = object.dict, dict["Type"]?.name == "Page" {
                let rotate = document.resolve(dict["Rotate"])?.number ?? 0
                return Page(dict: dict, box: dict["CropBox"] ?? dict["MediaBox"], resources: dict["Resources"],
                            rotate: Int(rotate.clamped(-3600, 3600)), pageCount: max(count, 1))
            }
        }
        return nil
    }

    /// The box `[x0 y0 x1 y1]` (corners in either order).
    static func pageBox(_ object: PDFObject?, _ document: PDFDocument) -> Rect? {
        guard let a = document.resolve(object)?.array, a.count == 4 else { return nil }
        let v = a.compactMap { document.resolve($0)?.number }
        guard v.count == 4, v.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        return Rect(x: min(v[0], v[2]), y: min(v[1], v[3]), width: abs(v[2] - v[0]), height: abs(v[3] - v[1]))
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double { isNaN ? 0 : Swift.min(Swift.max(self, low), high) }
}
