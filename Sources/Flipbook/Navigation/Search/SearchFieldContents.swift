/// What sits inside a search field in both designs: the magnifying glass, the tokens, the
/// prompt or the text, and the clear button. The designs differ only in the tokens' shape and
/// padding (iOS 18: 6 pt corners; iOS 26: capsules) and in the field around this row.
struct SearchFieldContents<TokenShape: Shape>: View {
    let info: SearchBarInfo
    let tokenShape: TokenShape
    let tokenPadding: CGFloat

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").font(.system(size: 17, weight: .medium))
                .foregroundStyle(SearchBarMetrics.secondary)
            ForEach(info.tokens.indices, id: \.self) { i in
                info.tokens[i].font(.system(size: 15)).foregroundStyle(.primary).lineLimit(1)
                    .padding(.horizontal, tokenPadding).padding(.vertical, 3)
                    .background(tokenShape.fill(SearchBarMetrics.tokenFill))
            }
            if info.text.isEmpty {
                (info.prompt ?? Text(verbatim: "Search")).foregroundStyle(SearchBarMetrics.secondary)
            } else {
                Text(verbatim: info.text).foregroundStyle(.primary)
            }
            Spacer(minLength: 0)
            if !info.text.isEmpty {
                Image(systemName: "xmark.circle.fill").foregroundStyle(SearchBarMetrics.secondary)
            }
        }
    }
}
