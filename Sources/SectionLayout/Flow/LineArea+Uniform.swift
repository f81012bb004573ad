extension LineArea {
    /// Items of one size: every line, the last included, uses the columns of a full line (leftover space
    /// spread over the gaps, or a lone item centred), so frames are a closed-form grid.
    func placeUniform(count: Int, size: Size) -> Placement {
        let length = size.cross(axis)
        let thickness = size.main(axis)
        let perLine = itemsPerLine(length: length, count: count)
        let crossPitch: Double
        let firstCross: Double
        if perLine >= 2 {
            crossPitch = length + (crossLength - Double(perLine) * length) / Double(perLine - 1)
            firstCross = crossStart
        } else {
            crossPitch = 0
            firstCross = centredCrossPosition(length: length)
        }
        let grid = UniformGrid(
            axis: axis, count: count, itemSize: size, perLine: perLine, mainStart: mainStart,
            crossStart: firstCross, mainPitch: thickness + lineSpacing, crossPitch: crossPitch)
        // The lines end where the last line's frames end (not a closed form of their own, which can
        // round differently): code reading the frames back finds the section's extent to the bit.
        return Placement(store: .grid(grid), mainLength: grid.linesEnd - mainStart, bounds: grid.bounds)
    }
}
