/** Types of build-onnx-kernel.mjs, for the tests. */
export declare function similarityGraph(): Uint8Array;
