"""Independent reference for MeshGradientTests: a 3x3 mesh evaluated as bicubic Bezier
patches (control points = corner + tangent/3, tangents by central differences, zero twist:
interior control points = corner + tu/3 + tv/3), by de Casteljau in each direction.
Prints (x, y) in a 90x90 frame and the sRGB bytes expected there."""
W = H = 3
pts = [(0,0),(0.5,0),(1,0),(0,0.5),(0.6,0.4),(1,0.5),(0,1),(0.5,1),(1,1)]
cols = [(1,0,0),(0.5,0,0.5),(0.2,0.2,0.8),(1,0.6,0),(1,1,1),(0,0.4,1),(1,0.9,0),(0,0.7,0.3),(0,0.8,0.8)]

def diff(vals, i, j, axis):
    if axis == 0:
        a, b = max(i-1,0), min(i+1,W-1)
        return tuple((vals[j*W+b][k]-vals[j*W+a][k])/(b-a) for k in range(len(vals[0])))
    a, b = max(j-1,0), min(j+1,H-1)
    return tuple((vals[b*W+i][k]-vals[a*W+i][k])/(b-a) for k in range(len(vals[0])))

def add(p, q, f=1.0): return tuple(x + f*y for x, y in zip(p, q))

def casteljau(c, s):
    while len(c) > 1:
        c = [tuple(a*(1-s)+b*s for a, b in zip(c[k], c[k+1])) for k in range(len(c)-1)]
    return c[0]

def bezier_patch(vals, i, j, s, t):
    # 4x4 control net: rows along t, columns along s.
    def corner(ci, cj): return vals[cj*W+ci], diff(vals, ci, cj, 0), diff(vals, ci, cj, 1)
    net = [[None]*4 for _ in range(4)]
    for (ci, cj, r, c, su, sv) in [(i,j,0,0,1,1),(i+1,j,0,3,-1,1),(i,j+1,3,0,1,-1),(i+1,j+1,3,3,-1,-1)]:
        p, tu, tv = corner(ci, cj)
        net[r][c] = p
        net[r][c+su] = add(p, tu, su/3)
        net[r+sv][c] = add(p, tv, sv/3)
        net[r+sv][c+su] = add(add(p, tu, su/3), tv, sv/3)
    rows = [casteljau(net[r], s) for r in range(4)]
    return casteljau(rows, t)

for (i, j, s, t) in [(0,0,0.5,0.5),(1,0,0.3,0.7),(0,1,0.8,0.2),(1,1,0.5,0.5),(0,0,0.9,0.9)]:
    p = bezier_patch(pts, i, j, s, t)
    c = bezier_patch(cols, i, j, s, t)
    x, y = p[0]*90, p[1]*90
    rgb = [round(min(max(v,0),1)*255) for v in c]
    print(f"(x: {x:.3f}, y: {y:.3f}, rgb: {rgb})")
