import Flipbook

// Canvas, GraphicsContext and iOS 17 shape code as Apple's documentation writes it, compiled
// in Swift 6 mode against the public API only (a compile fixture, rendered by DrawingTests).

/// The documentation's Canvas example: an ellipse in the canvas, a symbol and some text.
struct CanvasDocExample: View {
    var body: some View {
        Canvas { context, size in
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2)),
                           with: .color(.green), lineWidth: 4)
            if let mark = context.resolveSymbol(id: 0) {
                context.draw(mark, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            context.draw(Text("Canvas").font(.caption), at: CGPoint(x: size.width / 2, y: size.height - 12))
        } symbols: {
            Circle().fill(.orange).frame(width: 20, height: 20).id(0)
        }
        .frame(width: 120, height: 80)
    }
}

/// State, transforms, layers, clips and filters.
struct CanvasEffects: View {
    var body: some View {
        Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 60, y: 0)))
            context.drawLayer { layer in
                layer.translateBy(x: 70, y: 10)
                layer.rotate(by: .degrees(15))
                layer.opacity = 0.8
                layer.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 36, height: 36), cornerRadius: 8), with: .color(.purple))
            }
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 3, x: 2, y: 2))
            shadowed.fill(Path(CGRect(x: 10, y: 66, width: 30, height: 10)), with: .color(.yellow))
            var blurred = context
            blurred.addFilter(.blur(radius: 2))
            blurred.fill(Path(ellipseIn: CGRect(x: 70, y: 60, width: 30, height: 16)), with: .radialGradient(
                Gradient(colors: [.white, .teal]), center: CGPoint(x: 85, y: 68), startRadius: 0, endRadius: 15))
        }
        .frame(width: 120, height: 80)
    }
}

/// iOS 17 shapes: strokes as shapes, fill-then-stroke chaining, uneven corners.
struct ShapeChaining: View {
    var body: some View {
        HStack(spacing: 6) {
            Rectangle().stroke(lineWidth: 4).scale(0.5).foregroundStyle(.blue).frame(width: 36, height: 36)
            Circle().fill(.yellow).stroke(.red, lineWidth: 4).frame(width: 36, height: 36)
            RoundedRectangle(cornerRadius: 8).fill(.mint).strokeBorder(.indigo, lineWidth: 3).frame(width: 36, height: 36)
            UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 10).fill(.orange).frame(width: 36, height: 36)
            Capsule().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [4, 3])).rotation(.degrees(30)).frame(width: 36, height: 20)
            ContainerRelativeShape().inset(by: 4).fill(.gray).frame(width: 36, height: 36)
        }
    }
}

/// iOS 17 path operations: a circle and a square combined four ways, and a line cut.
struct BooleanShapes: View {
    var body: some View {
        let circle = Circle()
        let square = Rectangle().inset(by: 9).offset(x: 12, y: 8)
        HStack(spacing: 6) {
            circle.union(square).fill(.blue).frame(width: 36, height: 36)
            circle.intersection(square).fill(.green).frame(width: 36, height: 36)
            circle.subtracting(square).fill(.red).frame(width: 36, height: 36)
            circle.symmetricDifference(square).fill(.purple).frame(width: 36, height: 36)
            circle.lineSubtraction(square).stroke(.black, lineWidth: 2).frame(width: 36, height: 36)
            circle.union(square).stroke(.orange, lineWidth: 2).frame(width: 36, height: 36)
        }
    }
}
