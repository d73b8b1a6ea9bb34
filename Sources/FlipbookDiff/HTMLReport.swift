import Foundation

/// A static, self-contained HTML report of a diff run: one `index.html` with its styles,
/// script and images inside it (PNG data URIs), so it opens from disk, from a CI artifact or
/// from a mail attachment, with no network.
///
/// A summary table lists every case; each case that did not match shows its images with
/// views diff / expected / actual / side by side / slider / onion skin, zoom (1–16×, nearest
/// neighbour), a checkerboard under transparency, and a pixel readout under the pointer. The
/// page also counts, itself, the pixels that differ between expected and actual (into
/// `data-browser-differing-pixels`), so a test can check what the browser shows.
/// `index.html#view=slider&zoom=4` opens every case in that view and zoom.
///
/// The frames of a timeline (`name/frame-0000`, `name/frame-0001`, … as `render` writes them)
/// are one sequence when any of them fails: a scrubber (a range, a strip with one cell per
/// frame coloured by its status, a play button, arrow keys) steps through every frame, matching
/// ones included, keeping the chosen view and zoom. It opens on the first frame that fails;
/// `#frame=3` opens every sequence on frame 3.
public struct HTMLReport: Sendable {
    public var results: DiffResults
    public var title: String

    public init(results: DiffResults, title: String) {
        self.results = results
        self.title = title
    }

    /// Writes `index.html` into `folder` (created if missing), atomically; returns its path.
    @discardableResult
    public func write(to folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = URL(fileURLWithPath: folder).appendingPathComponent("index.html").path
        try Data(html().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// The page.
    public func html() -> String {
        let s = results.summary
        var out = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(esc(title))</title>
        <style>\(Self.css)</style></head>
        <body data-total="\(s.total)" data-matched="\(s.matched)" data-differ="\(s.differ)" data-missing="\(s.missing)" data-orphaned="\(s.orphaned)" data-updated="\(s.updated)" data-errors="\(s.errors)">
        <header><h1>Flipbook image report</h1><p class="command">\(esc(title))</p>
        <p class="summary">\(s.total) compared: <b>\(s.matched)</b> match, <b class="bad">\(s.differ)</b> differ, <b class="bad">\(s.missing)</b> missing, <b class="bad">\(s.orphaned)</b> orphaned, \(s.updated) updated, <b class="bad">\(s.errors)</b> errors\(results.shard.map { " · shard \(esc($0))" } ?? "") · tolerance: \(esc(toleranceText))</p></header>
        <table id="summary"><thead><tr><th>Case</th><th>Status</th><th>Pixels beyond tolerance</th><th>Pixels differing</th><th>Max channel Δ</th><th>Max ΔE94</th><th>Size</th></tr></thead><tbody>

        """
        let sequences = Self.sequences(results.cases)
        let inSequence = Set(sequences.flatMap { $0.frames.map(\.name) })
        let shown = results.cases.filter { $0.status != .match || inSequence.contains($0.name) }
        for c in results.cases {
            let anchor = shown.contains(c) ? "<a href=\"#\(id(c))\">\(esc(c.name))</a>" : esc(c.name)
            let d = c.difference
            out += "<tr class=\"status-\(c.status.rawValue)\" data-case=\"\(esc(c.name))\"><td>\(anchor)</td><td>\(c.status.rawValue)</td>"
            out += "<td>\(d.map { "\($0.failingPixels)" } ?? "")</td><td>\(d.map { "\($0.differingPixels) of \($0.totalPixels)" } ?? "")</td>"
            out += "<td>\(d.map { "\($0.maximumChannelDelta)" } ?? "")</td><td>\(d.map { ImageDifference.fixed($0.maximumDeltaE) } ?? "")</td>"
            out += "<td>\(d.map { $0.sizesMatch ? "\($0.actualSize)" : "\($0.expectedSize) → \($0.actualSize)" } ?? "")</td></tr>\n"
        }
        out += "</tbody></table>\n"
        var written = Set<String>()
        for c in shown where !written.contains(c.name) {
            if let sequence = sequences.first(where: { $0.frames.contains(c) }) {
                out += sequenceSection(sequence)
                written.formUnion(sequence.frames.map(\.name))
            } else {
                out += section(c)
                written.insert(c.name)
            }
        }
        out += "<script>\(Self.script)</script>\n</body></html>\n"
        return out
    }

    private var toleranceText: String {
        let t = results.tolerance
        if t.isExact { return "exact" }
        var parts: [String] = []
        if t.precision < 1 { parts.append("precision \(t.precision)") }
        if t.perceptualPrecision < 1 { parts.append("perceptual precision \(t.perceptualPrecision) (ΔE ≤ \(ImageDifference.fixed(t.maximumDeltaE)))") }
        if t.ignoresAntialiasing { parts.append("anti-aliasing ignored") }
        return parts.joined(separator: ", ")
    }

    /// A timeline's frames, in order, when at least one of them fails.
    struct FrameSequenceCases {
        let name: String
        let frames: [DiffCase]
    }

    static func sequences(_ cases: [DiffCase]) -> [FrameSequenceCases] {
        var groups: [String: [(Int, DiffCase)]] = [:]
        var order: [String] = []
        for c in cases {
            guard let slash = c.name.lastIndex(of: "/") else { continue }
            let last = c.name[c.name.index(after: slash)...]
            guard last.hasPrefix("frame-"), let k = Int(last.dropFirst("frame-".count)) else { continue }
            let name = String(c.name[..<slash])
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append((k, c))
        }
        return order.compactMap { name in
            let frames = groups[name]!.sorted { $0.0 < $1.0 }.map(\.1)
            guard frames.count > 1, frames.contains(where: { $0.status != .match }) else { return nil }
            return FrameSequenceCases(name: name, frames: frames)
        }
    }

    private func sequenceSection(_ q: FrameSequenceCases) -> String {
        let failing = q.frames.filter { $0.status != .match }.count
        let start = q.frames.firstIndex { $0.status != .match } ?? 0
        var s = "<section class=\"sequence\" id=\"seq-\(String(Shard.stableHash(q.name), radix: 36))\" data-name=\"\(esc(q.name))\" data-frames=\"\(q.frames.count)\" data-current-frame=\"\(start)\">\n"
        s += "<h2>\(esc(q.name)) <span class=\"badge\">\(failing) of \(q.frames.count) frames fail</span></h2>\n"
        s += "<div class=\"scrubber\"><button class=\"play\" aria-label=\"play\">▶</button>"
        s += "<input type=\"range\" class=\"frame-range\" min=\"0\" max=\"\(q.frames.count - 1)\" value=\"\(start)\" aria-label=\"frame\">"
        s += "<span class=\"frame-label\"></span></div>\n<div class=\"frame-strip\">"
        for (k, f) in q.frames.enumerated() {
            s += "<button class=\"cell status-\(f.status.rawValue)\" data-frame=\"\(k)\" title=\"\(esc(f.name)): \(f.status.rawValue)\"></button>"
        }
        s += "</div>\n"
        for (k, f) in q.frames.enumerated() { s += section(f, frame: k, hidden: k != start) }
        return s + "</section>\n"
    }

    private func section(_ c: DiffCase, frame: Int? = nil, hidden: Bool = false) -> String {
        let expected = c.expected.flatMap(dataURI), actual = c.actual.flatMap(dataURI), diff = c.diff.flatMap(dataURI)
        var s = "<section class=\"case status-\(c.status.rawValue)\(frame == nil ? "" : " frame")\" id=\"\(id(c))\" data-name=\"\(esc(c.name))\" data-status=\"\(c.status.rawValue)\""
        if let frame { s += " data-frame=\"\(frame)\"" }
        if hidden { s += " hidden" }
        if let d = c.difference { s += " data-differing-pixels=\"\(d.differingPixels)\"" }
        s += ">\n<h2>\(esc(c.name)) <span class=\"badge\">\(c.status.rawValue)</span></h2>\n"
        if let m = c.message { s += "<p class=\"message\">\(esc(m))</p>\n" }
        if c.expectedProvenance != nil || c.actualProvenance != nil {
            let keys = Set((c.expectedProvenance ?? [:]).keys).union((c.actualProvenance ?? [:]).keys).sorted()
            var changed = "", same = "", sameCount = 0
            for k in keys {
                let e = c.expectedProvenance?[k] ?? "—", a = c.actualProvenance?[k] ?? "—"
                if e == a {
                    same += "<tr><th>\(esc(k))</th><td colspan=\"2\" class=\"same\">\(esc(e))</td></tr>"
                    sameCount += 1
                } else {
                    changed += "<tr class=\"changed\"><th>\(esc(k))</th><td>\(esc(e))</td><td>\(esc(a))</td></tr>"
                }
            }
            // Changes highlighted in view; unchanged entries (the font list is long) folded away,
            // once across both columns, so the pictures stay near the top.
            if !changed.isEmpty {
                s += "<table class=\"provenance\"><tr><th></th><th>expected</th><th>actual</th></tr>\(changed)</table>\n"
            }
            if sameCount > 0 {
                s += "<details class=\"provenance\"><summary>\(sameCount) provenance entr\(sameCount == 1 ? "y" : "ies") unchanged</summary><table class=\"provenance\">\(same)</table></details>\n"
            }
        }
        let views: [(String, String)] = [("diff", "Diff"), ("expected", "Expected"), ("actual", "Actual"),
                                         ("side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin")]
        let available = views.filter { v in
            switch v.0 {
            case "diff": return diff != nil
            case "expected": return expected != nil
            case "actual": return actual != nil
            default: return expected != nil && actual != nil
            }
        }
        guard let first = available.first else { return s + "</section>\n" }
        s += "<div class=\"toolbar\">"
        for (key, label) in available { s += "<button data-view=\"\(key)\">\(label)</button>" }
        s += "<span class=\"sep\"></span>"
        for z in [1, 2, 4, 8, 16] { s += "<button data-zoom=\"\(z)\">\(z)×</button>" }
        s += "<label><input type=\"checkbox\" class=\"checker-toggle\" checked> checkerboard</label>"
        s += "<span class=\"readout\"></span></div>\n"
        s += "<div class=\"stage checker\" data-view=\"\(first.0)\" data-zoom=\"1\">\n"
        func img(_ uri: String?, _ role: String) -> String {
            uri.map { "<img class=\"px \(role)\" data-role=\"\(role)\" alt=\"\(role)\" src=\"\($0)\">" } ?? ""
        }
        if diff != nil { s += "<div class=\"view view-diff\">\(img(diff, "diff"))</div>\n" }
        if expected != nil { s += "<div class=\"view view-expected\">\(img(expected, "expected"))</div>\n" }
        if actual != nil { s += "<div class=\"view view-actual\">\(img(actual, "actual"))</div>\n" }
        if expected != nil && actual != nil {
            s += "<div class=\"view view-side\"><figure>\(img(expected, "expected"))<figcaption>expected</figcaption></figure>"
            s += "<figure>\(img(actual, "actual"))<figcaption>actual</figcaption></figure>"
            if diff != nil { s += "<figure>\(img(diff, "diff"))<figcaption>diff</figcaption></figure>" }
            s += "</div>\n"
            s += "<div class=\"view view-slider\"><div class=\"layers\">\(img(expected, "expected"))<div class=\"clip\">\(img(actual, "actual"))</div></div>"
            s += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected | actual\"></div>\n"
            s += "<div class=\"view view-onion\"><div class=\"layers\">\(img(expected, "expected"))<div class=\"onion\">\(img(actual, "actual"))</div></div>"
            s += "<input type=\"range\" class=\"opacity\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"actual's opacity\"></div>\n"
        }
        s += "</div>\n</section>\n"
        return s
    }

    private func id(_ c: DiffCase) -> String {
        "case-" + String(Shard.stableHash(c.name), radix: 36)
    }

    private func dataURI(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    private func esc(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 24px 48px;color:#1c1c1e;background:#fff}
    h1{font-size:20px;margin:20px 0 4px}.command{font-family:ui-monospace,monospace;color:#555;margin:0}
    .summary b.bad{color:#c00}
    table#summary{border-collapse:collapse;margin:16px 0}
    #summary th,#summary td{border-bottom:1px solid #ddd;padding:4px 10px;text-align:left;font-variant-numeric:tabular-nums}
    tr.status-match td:nth-child(2){color:#080}tr.status-differ td:nth-child(2),tr.status-missing td:nth-child(2),tr.status-orphaned td:nth-child(2),tr.status-error td:nth-child(2){color:#c00;font-weight:600}
    section.case{border-top:2px solid #ddd;margin-top:24px;padding-top:8px}
    .badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#fdd;color:#900;vertical-align:middle}
    .status-updated .badge{background:#def;color:#036}
    .message{font-family:ui-monospace,monospace;white-space:pre-wrap}
    table.provenance{font-size:12px;border-collapse:collapse}table.provenance th,table.provenance td{padding:1px 8px;text-align:left}
    table.provenance tr.changed td{background:#fff3c4;font-weight:600}table.provenance td.same{color:#666}
    details.provenance{font-size:12px;color:#555;margin:4px 0}
    .toolbar{display:flex;gap:4px;align-items:center;flex-wrap:wrap;margin:8px 0}
    .toolbar button{border:1px solid #bbb;background:#f6f6f6;border-radius:5px;padding:3px 9px;cursor:pointer}
    .toolbar button.on{background:#0a84ff;color:#fff;border-color:#0a84ff}.sep{width:16px}
    .readout{font-family:ui-monospace,monospace;font-size:12px;color:#333;margin-left:12px}
    .stage{overflow:auto;max-height:80vh;border:1px solid #ddd;padding:8px;width:fit-content;max-width:100%;box-sizing:border-box}
    .checker{background:repeating-conic-gradient(#d8d8d8 0 25%,#fff 0 50%) 0 0/16px 16px}
    .view{display:none}
    .stage[data-view=diff] .view-diff,.stage[data-view=expected] .view-expected,.stage[data-view=actual] .view-actual,
    .stage[data-view=slider] .view-slider,.stage[data-view=onion] .view-onion{display:block}
    .stage[data-view=side] .view-side{display:flex;gap:12px;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#555}
    img.px{image-rendering:pixelated;display:block}
    .layers{position:relative;display:inline-block}.layers .clip,.layers .onion{position:absolute;left:0;top:0;overflow:hidden}
    .layers .clip{width:50%;height:100%;border-right:1px solid #0a84ff}.layers .onion{opacity:.5}
    .layers .clip img{max-width:none}
    input.slider,input.opacity{display:block;width:320px;margin-top:6px}
    section.sequence{border-top:2px solid #ddd;margin-top:24px;padding-top:8px}
    section.sequence section.case{border-top:none;margin-top:0}
    .scrubber{display:flex;gap:8px;align-items:center;margin:8px 0}.scrubber input{width:420px}
    .scrubber button{border:1px solid #bbb;background:#f6f6f6;border-radius:5px;padding:3px 9px;cursor:pointer}
    .frame-label{font-family:ui-monospace,monospace;font-size:12px}
    .frame-strip{display:flex;gap:2px;flex-wrap:wrap;max-width:640px}
    .frame-strip .cell{width:12px;height:16px;border:1px solid transparent;border-radius:2px;padding:0;cursor:pointer;background:#9c9}
    .frame-strip .cell.status-differ,.frame-strip .cell.status-missing,.frame-strip .cell.status-orphaned,.frame-strip .cell.status-error{background:#e55}
    .frame-strip .cell.status-updated{background:#69c}.frame-strip .cell.on{border-color:#000;outline:1px solid #000}
    """

    static let script = """
    (function(){
      var params=new URLSearchParams(location.hash.slice(1));
      function setZoom(stage,z){stage.dataset.zoom=z;stage.querySelectorAll('img.px').forEach(function(img){
        if(img.naturalWidth){img.style.width=(img.naturalWidth*z)+'px';img.style.height=(img.naturalHeight*z)+'px';}});
        stage.querySelectorAll('.view-slider .clip').forEach(function(c){c.style.height=(c.querySelector('img').naturalHeight*z)+'px';});
        mark(stage.closest('section'));}
      function setView(section,v){var st=section.querySelector('.stage');if(!st)return;
        if(!section.querySelector('.view-'+v))return;st.dataset.view=v;mark(section);}
      function mark(section){var st=section.querySelector('.stage');if(!st)return;
        section.querySelectorAll('.toolbar button').forEach(function(b){
          b.classList.toggle('on',b.dataset.view===st.dataset.view||b.dataset.zoom===st.dataset.zoom);});}
      function pixels(img){var c=document.createElement('canvas');c.width=img.naturalWidth;c.height=img.naturalHeight;
        var g=c.getContext('2d');g.drawImage(img,0,0);return g.getImageData(0,0,c.width,c.height).data;}
      function loaded(img){return img.complete?Promise.resolve():new Promise(function(r){img.onload=r;img.onerror=r;});}
      var sections=Array.prototype.slice.call(document.querySelectorAll('section.case'));
      Promise.all(Array.prototype.map.call(document.images,loaded)).then(function(){
        sections.forEach(function(section){
          var stage=section.querySelector('.stage');if(!stage)return;
          section.querySelectorAll('.toolbar button[data-view]').forEach(function(b){b.onclick=function(){setView(section,b.dataset.view);};});
          section.querySelectorAll('.toolbar button[data-zoom]').forEach(function(b){b.onclick=function(){setZoom(stage,+b.dataset.zoom);};});
          var ck=section.querySelector('.checker-toggle');if(ck)ck.onchange=function(){stage.classList.toggle('checker',ck.checked);};
          var sl=section.querySelector('input.slider');if(sl)sl.oninput=function(){section.querySelector('.clip').style.width=sl.value+'%';};
          var op=section.querySelector('input.opacity');if(op)op.oninput=function(){section.querySelector('.onion').style.opacity=op.value/100;};
          var e=section.querySelector('.view-expected img'),a=section.querySelector('.view-actual img');
          var pe=e?pixels(e):null,pa=a?pixels(a):null;
          if(pe&&pa&&e.naturalWidth===a.naturalWidth&&e.naturalHeight===a.naturalHeight){var n=0;
            for(var i=0;i<pe.length;i+=4){if(pe[i]!==pa[i]||pe[i+1]!==pa[i+1]||pe[i+2]!==pa[i+2]||pe[i+3]!==pa[i+3])n++;}
            section.dataset.browserDifferingPixels=n;}
          var readout=section.querySelector('.readout');
          stage.addEventListener('mousemove',function(ev){var img=ev.target;if(!(img instanceof HTMLImageElement))return;
            var z=+stage.dataset.zoom,r=img.getBoundingClientRect(),x=Math.floor((ev.clientX-r.left)/z),y=Math.floor((ev.clientY-r.top)/z);
            var o=(y*img.naturalWidth+x)*4,t='x '+x+' y '+y;
            if(pe&&o<pe.length)t+='  expected '+[pe[o],pe[o+1],pe[o+2],pe[o+3]].join(',');
            if(pa&&o<pa.length)t+='  actual '+[pa[o],pa[o+1],pa[o+2],pa[o+3]].join(',');readout.textContent=t;});
          if(params.get('view'))setView(section,params.get('view'));
          setZoom(stage,+(params.get('zoom')||1));
          var shown=stage.querySelector('.view-'+stage.dataset.view+' img');
          if(shown)section.dataset.shownWidth=Math.round(shown.getBoundingClientRect().width);
        });
        document.querySelectorAll('section.sequence').forEach(function(seq){
          var frames=Array.prototype.slice.call(seq.querySelectorAll('section.case.frame'));
          var range=seq.querySelector('.frame-range'),label=seq.querySelector('.frame-label'),play=seq.querySelector('.play');
          var cells=Array.prototype.slice.call(seq.querySelectorAll('.frame-strip .cell')),timer=null;
          function show(k){k=Math.max(0,Math.min(frames.length-1,k));
            var prev=frames[+seq.dataset.currentFrame],ps=prev&&prev.querySelector('.stage');
            frames.forEach(function(f,i){f.hidden=i!==k;});
            var next=frames[k],ns=next.querySelector('.stage');
            if(ps&&ns&&next!==prev){setView(next,ps.dataset.view);setZoom(ns,+ps.dataset.zoom);}
            seq.dataset.currentFrame=k;range.value=k;
            label.textContent='frame '+k+' of '+frames.length+' · '+next.dataset.status;
            cells.forEach(function(c){c.classList.toggle('on',+c.dataset.frame===k);});}
          range.oninput=function(){show(+range.value);};
          cells.forEach(function(c){c.onclick=function(){show(+c.dataset.frame);};});
          play.onclick=function(){if(timer){clearInterval(timer);timer=null;play.textContent='▶';return;}
            play.textContent='❚❚';timer=setInterval(function(){show((+seq.dataset.currentFrame+1)%frames.length);},125);};
          seq._show=show;
          show(params.get('frame')!==null?+params.get('frame'):+seq.dataset.currentFrame);
        });
        function reveal(){var t=location.hash.length>1&&document.getElementById(location.hash.slice(1));
          if(t&&t.classList.contains('frame')){var seq=t.closest('section.sequence');if(seq&&seq._show){seq._show(+t.dataset.frame);t.scrollIntoView();}}}
        window.addEventListener('hashchange',reveal);reveal();
        document.body.dataset.ready='1';
      });
    })();
    """
}
